"""Languages: the window's strings go through tr(); translations live in resources/i18n.

`whistclub_<lang>.qm` is compiled from `whistclub_<lang>.ts` with pyside6-lrelease. The
language follows the system (QLocale) unless Settings names one; switching reinstalls the
translator and the window rebuilds its pages so every label is retranslated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from whistclub import paths

LANGUAGES: tuple[str, ...] = ("en", "es")  # the .ts files shipped in resources/i18n
SYSTEM = "system"
# The country whose way of writing dates and numbers each language follows on screen.
LOCALES = {"en": "en_GB", "es": "es_ES"}

_installed: list[QTranslator] = []
_current = ["en"]


def current_language() -> str:
    """The language of the installed translation ("en" until one is installed)."""
    return _current[0]


def resolve_language(choice: str) -> str:
    """The language code to load: the setting, or the system's language when it is 'system'."""
    if choice in LANGUAGES:
        return choice
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def install_translator(choice: str) -> str:
    """Load the .qm of the chosen language (replacing any earlier one); returns the code."""
    app = QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    language = resolve_language(choice)
    _current[0] = language
    # Dates and numbers on screen as the language writes them (1/12/2026 and 1,5 in Spanish).
    QLocale.setDefault(QLocale(LOCALES.get(language, language)))
    # Qt's own strings (OK, Cancel, the file dialog) come with Qt's translations.
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    sources = [(f"qtbase_{language}", qt_folder)]
    sources.append((f"whistclub_{language}", str(paths.resources() / "i18n")))
    for name, folder in sources:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    return language


def tr(context: str, text: str) -> str:
    """A translated string outside a QObject method (lupdate reads the literal arguments)."""
    return QCoreApplication.translate(context, text)
