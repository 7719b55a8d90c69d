"""Qt's own dialogs speak Spanish in the Spanish window (issue 28): the colour dialog from Qt's
own Spanish catalogue (qtbase_es, loaded with the app's), the file chooser and the print
dialog, whose words that catalogue leaves in English, from the app's."""

from __future__ import annotations

import pytest
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QColorDialog,
    QFileDialog,
    QGroupBox,
    QLabel,
)

from whistclub.ui import i18n


@pytest.fixture
def spanish(qapp):
    i18n.install_translator("es")
    yield
    i18n.install_translator("en")


def words(widget) -> set[str]:
    found = {label.text() for label in widget.findChildren(QLabel)}
    found |= {box.title() for box in widget.findChildren(QGroupBox)}
    return found | {button.text() for button in widget.findChildren(QAbstractButton)}


def test_the_file_chooser_in_spanish(spanish, qtbot):
    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    shown = words(dialog)
    assert {"&Buscar en:", "Archivos de &tipo:", "&Nombre de fichero:"} <= shown
    assert not {"&Look in:", "Files of &type:"} & shown


def test_the_print_dialog_in_spanish(spanish, qtbot):
    printer = QPrinter()  # kept for as long as the dialog uses it
    dialog = QPrintDialog(printer)
    qtbot.addWidget(dialog)
    QApplication.processEvents()
    shown = words(dialog)
    assert {"Impresión a doble cara", "Encuadernación por el lado largo"} <= shown
    assert not {"Double Sided Printing", "Long side binding", "Page &Set:"} & shown


def test_the_colour_dialog_in_spanish(spanish, qtbot):
    dialog = QColorDialog()
    dialog.setOption(QColorDialog.ColorDialogOption.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    shown = words(dialog)
    assert {"Colores &básicos", "&Colores personalizados", "Cancelar"} <= shown
    assert not {"&Basic colors", "&Custom colors", "Cancel"} & shown
