"""Packaging files: the PyInstaller spec, the Inno Setup script, the Linux .desktop entry, the
app icon, and where the app finds resources/ and db/ when installed or frozen.

Fast checks only; building the bundle is installer/build_check.sh (a CI step of its own).
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import pkgutil
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import types
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.tool_loader import load_tool
from whistclub import paths

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
ICONS = ROOT / "resources" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


# --- the PyInstaller spec, run with PyInstaller's build steps recorded instead of run ----------


class _Recorded:
    """One call of a PyInstaller build step in the spec, with what an Analysis hands on:
    PyInstaller TOC entries (name in the bundle, source, type)."""

    def __init__(self, kind: str, *args, **kwargs) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs
        self.pure = []
        # PyInstaller lists its run-time hooks first, then the program scripts in order.
        scripts = args[0] if kind == "Analysis" else []
        programs = [(Path(script).stem, script, "PYSOURCE") for script in scripts]
        self.scripts = [("pyi_rth_pyside6", "/nowhere/pyi_rth_pyside6.py", "PYSOURCE")]
        self.scripts += programs
        self.binaries = [("libfake.so", "/nowhere/libfake.so", "BINARY")]
        self.datas = [
            ("PySide6/Qt/translations/qtbase_de.qm", "/nowhere/de.qm", "DATA"),
            ("PySide6/Qt/translations/qtbase_es.qm", "/nowhere/es.qm", "DATA"),
            ("PySide6/Qt/translations/qt_en.qm", "/nowhere/en.qm", "DATA"),
            ("resources/icons/whistclub.svg", "/nowhere/whistclub.svg", "DATA"),
        ]


def _collect_submodules(package: str, filter=lambda name: True) -> list[str]:
    """Stand-in for PyInstaller.utils.hooks.collect_submodules (PyInstaller is only in the
    build extra): every module of the package, walked from the source tree."""
    root = importlib.import_module(package)
    names = [package]
    for info in pkgutil.walk_packages(root.__path__, prefix=f"{package}."):
        names.append(info.name)
    return [name for name in names if filter(name)]


def _run_spec(analysis_type: type = _Recorded) -> dict:
    """Run installer/whistclub.spec with PyInstaller's build steps recorded instead of run:
    the calls by kind ("Analysis", "EXE", "PYZ", "COLLECT") and the spec's globals."""
    calls: dict[str, list] = {"Analysis": [], "EXE": [], "PYZ": [], "COLLECT": []}

    def recorder(kind: str):
        def call(*args, **kwargs):
            recorded = (analysis_type if kind == "Analysis" else _Recorded)(kind, *args, **kwargs)
            calls[kind].append(recorded)
            return recorded

        return call

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = _collect_submodules  # type: ignore[attr-defined]
    fake = {
        "PyInstaller": types.ModuleType("PyInstaller"),
        "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
        "PyInstaller.utils.hooks": hooks,
    }
    saved = {name: sys.modules.get(name) for name in fake}
    sys.modules.update(fake)
    try:
        source = (INSTALLER / "whistclub.spec").read_text(encoding="utf-8")
        namespace = {"SPECPATH": str(INSTALLER), **{k: recorder(k) for k in calls}}
        exec(compile(source, "whistclub.spec", "exec"), namespace)
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    return {**calls, "globals": namespace}


@pytest.fixture(scope="module")
def spec() -> dict:
    return _run_spec()


def test_spec_is_python() -> None:
    ast.parse((INSTALLER / "whistclub.spec").read_text(encoding="utf-8"))


def test_spec_builds_the_window_and_the_cli_into_one_folder(spec) -> None:
    (analysis,) = spec["Analysis"]
    assert [Path(s) for s in analysis.args[0]] == [
        INSTALLER / "run_window.py",
        INSTALLER / "run_cli.py",
    ]
    exes = {exe.kwargs["name"]: exe for exe in spec["EXE"]}
    assert set(exes) == {"whistclub", "whistclub-cli"}
    assert exes["whistclub"].kwargs["console"] is False
    assert exes["whistclub-cli"].kwargs["console"] is True
    # each program runs PyInstaller's run-time hooks and then its own script, not the other's
    for name, script in (("whistclub", "run_window"), ("whistclub-cli", "run_cli")):
        scripts = [entry[0] for entry in exes[name].args[1]]
        assert scripts == ["pyi_rth_pyside6", script]
    (collect,) = spec["COLLECT"]
    assert collect.kwargs["name"] == "whistclub"
    assert [arg for arg in collect.args if isinstance(arg, _Recorded)] == spec["EXE"]


def test_spec_stops_if_pyinstaller_lists_the_scripts_otherwise() -> None:
    class Reordered(_Recorded):
        def __init__(self, kind: str, *args, **kwargs) -> None:
            super().__init__(kind, *args, **kwargs)
            self.scripts = [self.scripts[0], self.scripts[2], self.scripts[1]]

    with pytest.raises(SystemExit, match="listed the program scripts"):
        _run_spec(Reordered)


def test_entry_scripts_match_the_installed_commands() -> None:
    """The bundle's two programs start where pip's `whistclub` and `whistclub-cli` start."""
    project = _pyproject()["project"]
    assert project["gui-scripts"]["whistclub"] == "whistclub.ui.app:main"
    assert project["scripts"]["whistclub-cli"] == "whistclub.cli:main"
    window = (INSTALLER / "run_window.py").read_text(encoding="utf-8")
    cli = (INSTALLER / "run_cli.py").read_text(encoding="utf-8")
    assert "from whistclub.ui.app import main" in window
    assert "from whistclub.cli import main" in cli


def test_spec_ships_resources_and_migrations_at_the_bundle_root(spec) -> None:
    datas = spec["Analysis"][0].kwargs["datas"]
    for source, folder in datas:
        assert Path(source).is_file(), source
        assert "__pycache__" not in source
        assert Path(source).parent.relative_to(ROOT) == Path(folder)
    shipped = {Path(source).relative_to(ROOT).as_posix() for source, _ in datas}
    assert "db/alembic.ini" in shipped
    assert "db/migrations/env.py" in shipped
    for version in (ROOT / "db" / "migrations" / "versions").glob("*.py"):
        assert version.relative_to(ROOT).as_posix() in shipped
    for size in ICON_SIZES:
        assert f"resources/icons/whistclub-{size}.png" in shipped


def _modules_under(package_dir: Path, package: str) -> set[str]:
    return {f"{package}.{info.name}" for info in pkgutil.iter_modules([str(package_dir)])}


def test_spec_names_every_module_found_at_run_time(spec) -> None:
    hidden = set(spec["Analysis"][0].kwargs["hiddenimports"])
    for folder in ("cli/commands", "domain/variants", "domain/documents"):
        package = "whistclub." + folder.replace("/", ".")
        modules = _modules_under(ROOT / "whistclub" / folder, package)
        assert modules, folder
        assert modules <= hidden, sorted(modules - hidden)
    # what the migration scripts, read from files by alembic, import
    assert {"alembic.op", "sqlalchemy", "sqlmodel"} <= hidden
    assert {"sqlalchemy.dialects.sqlite", "sqlite3"} <= hidden


def _qt_modules_the_app_imports() -> set[str]:
    used = set()
    for source in (ROOT / "whistclub").rglob("*.py"):
        used.update(re.findall(r"\bPySide6\.(Qt\w+)", source.read_text(encoding="utf-8")))
    return {f"PySide6.{name}" for name in used}


def test_spec_excludes_no_qt_module_the_app_imports(spec) -> None:
    window_excludes = set(spec["Analysis"][0].kwargs["excludes"])
    used = _qt_modules_the_app_imports()
    assert "PySide6.QtWidgets" in used
    assert not used & window_excludes, (
        f"{sorted(used & window_excludes)} are imported by the app: take them out of UNUSED_QT "
        "in installer/whistclub.spec"
    )
    assert "PySide6.QtQuick" in window_excludes


def test_spec_drops_qt_translations_of_other_languages(spec) -> None:
    (collect,) = spec["COLLECT"]
    kept = {entry[0] for arg in collect.args if isinstance(arg, list) for entry in arg}
    assert "PySide6/Qt/translations/qtbase_es.qm" in kept
    assert "PySide6/Qt/translations/qt_en.qm" in kept
    assert "PySide6/Qt/translations/qtbase_de.qm" not in kept
    assert "resources/icons/whistclub.svg" in kept
    assert "libfake.so" in kept


def test_spec_gives_the_programs_the_app_icon(spec) -> None:
    for exe in spec["EXE"]:
        assert Path(exe.kwargs["icon"]) == ICONS / "whistclub.ico"


# --- Inno Setup ---------------------------------------------------------------------------------


def _iss() -> str:
    return (INSTALLER / "whistclub.iss").read_text(encoding="utf-8")


def _iss_defines() -> dict[str, str]:
    return dict(re.findall(r'#define\s+(\w+)\s+"([^"]*)"', _iss()))


def test_inno_setup_packs_the_bundle_the_spec_builds(spec) -> None:
    defines = _iss_defines()
    (collect,) = spec["COLLECT"]
    assert defines["BundleDir"] == rf"..\dist\{collect.kwargs['name']}"
    assert defines["AppExe"] == "whistclub.exe"
    assert defines["AppVersion"] == _pyproject()["project"]["version"]
    assert 'Source: "{#BundleDir}\\*"' in _iss()
    assert "recursesubdirs" in _iss()


def test_inno_setup_has_start_menu_shortcut_uninstaller_and_icon() -> None:
    text = _iss()
    icon = re.search(r"^SetupIconFile=(.+)$", text, re.M)
    assert icon, "no SetupIconFile"
    assert (INSTALLER / icon.group(1).replace("\\", "/")).resolve() == ICONS / "whistclub.ico"
    assert re.search(
        r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', text, re.M
    )
    assert "{uninstallexe}" in text
    assert re.search(r"^UninstallDisplayIcon=\{app\}\\\{#AppExe\}$", text, re.M)
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", text, re.M)


# --- Linux .desktop entry -----------------------------------------------------------------------

# Keys of the Desktop Entry Specification 1.5 (specifications.freedesktop.org/desktop-entry-spec),
# by value type; a [locale] suffix is allowed on localestring keys.
DESKTOP_STRING = {"Type", "Version", "Exec", "TryExec", "Path", "StartupWMClass", "URL"}
DESKTOP_LOCALESTRING = {"Name", "GenericName", "Comment", "Keywords", "Icon"}
DESKTOP_BOOLEAN = {
    "NoDisplay",
    "Hidden",
    "DBusActivatable",
    "Terminal",
    "StartupNotify",
    "PrefersNonDefaultGPU",
    "SingleMainWindow",
}
DESKTOP_LISTS = {
    "OnlyShowIn",
    "NotShowIn",
    "Actions",
    "MimeType",
    "Categories",
    "Implements",
    "Keywords",
}
DESKTOP_MAIN_CATEGORIES = {
    "AudioVideo",
    "Audio",
    "Video",
    "Development",
    "Education",
    "Game",
    "Graphics",
    "Network",
    "Office",
    "Science",
    "Settings",
    "System",
    "Utility",
}


def _desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string((INSTALLER / "whistclub.desktop").read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def test_desktop_entry_uses_only_known_keys_with_valid_values() -> None:
    entry = _desktop_entry()
    known = DESKTOP_STRING | DESKTOP_LOCALESTRING | DESKTOP_BOOLEAN | DESKTOP_LISTS
    for key, value in entry.items():
        base, _, locale = key.partition("[")
        assert base in known, f"unknown key {key}"
        if locale:
            assert base in DESKTOP_LOCALESTRING and re.fullmatch(
                r"[a-z]{2,3}(_[A-Z]{2})?\]", locale
            )
        if base in DESKTOP_BOOLEAN:
            assert value in ("true", "false"), key
        if base in DESKTOP_LISTS:
            assert value.endswith(";"), f"{key} must end with ';'"
    assert entry["Type"] == "Application"
    assert entry["Name"] == "WhistClub"


def test_desktop_entry_starts_the_window_with_its_icon() -> None:
    entry = _desktop_entry()
    program, *arguments = entry["Exec"].split()
    assert program in _pyproject()["project"]["gui-scripts"]
    assert arguments == []  # `whistclub` takes no file argument, so no %f/%u field code
    assert entry["TryExec"] == program
    assert entry["Terminal"] == "false"
    assert (ICONS / f"{entry['Icon']}.svg").is_file()
    categories = entry["Categories"].rstrip(";").split(";")
    assert DESKTOP_MAIN_CATEGORIES & set(categories)
    if "CardGame" in categories:  # an additional category that requires Game
        assert "Game" in categories


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed"
)
def test_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(INSTALLER / "whistclub.desktop")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in result.stdout + result.stderr


# --- the icon -----------------------------------------------------------------------------------


def _png_size(path: Path) -> tuple[int, int, int]:
    """(width, height, colour type) from a PNG's signature and IHDR chunk."""
    data = path.read_bytes()[:33]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    assert data[12:16] == b"IHDR"
    width, height, _depth, colour = struct.unpack(">IIBB", data[16:26])
    return width, height, colour


@pytest.mark.parametrize("size", ICON_SIZES)
def test_every_icon_size_is_a_png_of_that_size_with_transparency(size: int) -> None:
    width, height, colour = _png_size(ICONS / f"whistclub-{size}.png")
    assert (width, height) == (size, size)
    assert colour == 6  # RGBA: the corners around the cards are transparent


def test_windows_icon_holds_the_sizes_windows_uses() -> None:
    data = (ICONS / "whistclub.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for index in range(count):
        width, height = data[6 + 16 * index], data[7 + 16 * index]
        sizes.add((width or 256, height or 256))  # 0 means 256 in an ICONDIRENTRY
    assert {(s, s) for s in (16, 32, 48, 256)} <= sizes


@pytest.mark.parametrize("name", ["whistclub.svg", "whistclub-small.svg"])
def test_icon_sources_are_square_svg(name: str) -> None:
    root = ET.parse(ICONS / name).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"


def _make_icons_module() -> types.ModuleType:
    return load_tool("make_icons")


def test_committed_icons_are_what_make_icons_draws(qapp, tmp_path: Path) -> None:
    """Whoever changes an SVG must run tools/make_icons.py again; small differences between Qt
    versions in anti-aliasing are allowed, a changed picture is not."""
    from PIL import Image, ImageChops, ImageStat

    written = _make_icons_module().make_icons(folder=tmp_path)
    assert {path.name for path in written} == {
        *(f"whistclub-{size}.png" for size in ICON_SIZES),
        "whistclub.ico",
    }
    for size in ICON_SIZES:
        fresh = Image.open(tmp_path / f"whistclub-{size}.png").convert("RGBA")
        committed = Image.open(ICONS / f"whistclub-{size}.png").convert("RGBA")
        difference = ImageStat.Stat(ImageChops.difference(fresh, committed)).mean
        assert max(difference) < 2.0, (size, difference)


# --- where the app finds resources/ and db/ -----------------------------------------------------


def test_paths_find_the_checkout_folders() -> None:
    assert paths.resources() == ROOT / "resources"
    assert paths.migrations() == ROOT / "db"
    assert (paths.migrations() / "alembic.ini").is_file()


def test_paths_find_the_frozen_bundle_folders(tmp_path: Path, monkeypatch) -> None:
    bundle = tmp_path / "_internal"
    shutil.copytree(ROOT / "resources", bundle / "resources")
    shutil.copytree(ROOT / "db", bundle / "db", ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert paths.resources() == bundle / "resources"
    assert paths.migrations() == bundle / "db"
    assert (paths.resources() / "icons" / "whistclub-256.png").is_file()


def test_paths_find_the_installed_wheel_folders(tmp_path: Path, monkeypatch) -> None:
    """An installed wheel: site-packages/whistclub/_data/{resources,db}, nothing beside the
    package (paths.py is loaded from a copy placed in such a layout)."""
    package = tmp_path / "site-packages" / "whistclub"
    package.mkdir(parents=True)
    shutil.copy(ROOT / "whistclub" / "paths.py", package / "paths.py")
    shutil.copytree(ROOT / "resources", package / "_data" / "resources")
    shutil.copytree(
        ROOT / "db", package / "_data" / "db", ignore=shutil.ignore_patterns("__pycache__")
    )
    spec = importlib.util.spec_from_file_location("wheel_paths", package / "paths.py")
    assert spec and spec.loader
    installed = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(installed)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert installed.resources() == package / "_data" / "resources"
    assert installed.migrations() == package / "_data" / "db"
