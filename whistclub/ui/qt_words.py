"""Words of Qt's own dialogs that Qt's Spanish catalogue (qtbase_es) leaves in English: the
file chooser's "Look in" and "Files of type", and the print dialog's options. Listed here, in
the contexts Qt looks them up in, so lupdate puts them in the app's own catalogue, which is
installed after Qt's and so asked first (issue 28, "A Spanish club at home")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_DIALOG_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Color"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Double Sided Printing"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Long side binding"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Short side binding"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Off"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Pages"),
)
