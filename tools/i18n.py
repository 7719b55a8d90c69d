"""The window's translations: find new strings, fill them, compile them.

    python tools/i18n.py update          # lupdate every source into resources/i18n/*.ts
                                         # (English is its own translation)
    python tools/i18n.py todo es         # the Spanish strings still to translate, as JSON
    python tools/i18n.py fill es F.json  # put translations in (the JSON `todo` printed,
                                         # with each "translation" written)
    python tools/i18n.py release         # compile the .ts files into the .qm the app loads
    python tools/i18n.py take es OTHER.ts [BASE.ts]
                                         # fill what is still to translate from another .ts of
                                         # the same language (a branch's, after a merge); with
                                         # BASE, also what the other changed since BASE

`make i18n` runs update and release. Strings are found by pyside6-lupdate in tr(),
QCoreApplication.translate() and QT_TRANSLATE_NOOP() calls; obsolete ones are dropped.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("en", "es")
BIN = Path(sys.executable).parent


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "whistclub").rglob("*.py"))


def ts_file(language: str) -> Path:
    return I18N / f"whistclub_{language}.ts"


def update() -> None:
    for language in LANGUAGES:
        target = str(ts_file(language))
        lupdate = [str(BIN / "pyside6-lupdate"), *sources(), "-no-obsolete", "-ts", target]
        subprocess.run(lupdate, cwd=ROOT, check=True)
    fill_english()
    # lupdate once more writes the English file back in its own layout.
    lupdate = [str(BIN / "pyside6-lupdate"), *sources(), "-no-obsolete", "-ts", str(ts_file("en"))]
    subprocess.run(lupdate, cwd=ROOT, check=True, capture_output=True)


def _unfinished(tree: ET.ElementTree) -> list[tuple[str, ET.Element]]:
    found = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and (
                translation.get("type") == "unfinished" or not (translation.text or "").strip()
            ):
                found.append((name, message))
    return found


def _write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', "utf-8")


def _finish(message: ET.Element, text: str) -> None:
    translation = message.find("translation")
    assert translation is not None
    translation.text = text
    translation.attrib.pop("type", None)


def fill_english() -> None:
    """English is its own translation: every message's translation is its source, so one
    that went astray (a merge once left a whole .ts file inside one translation) is put
    right on the next update."""
    path = ts_file("en")
    tree = ET.parse(path)
    for message in tree.getroot().iter("message"):
        if message.get("numerus") == "yes":
            continue  # plural forms are written by lupdate and checked by hand
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is not None and (
            translation.text != source or translation.get("type") == "unfinished"
        ):
            _finish(message, source)
    _write(tree, path)


def todo(language: str) -> list[dict[str, str]]:
    tree = ET.parse(ts_file(language))
    return [
        {
            "context": context,
            "source": message.findtext("source") or "",
            "comment": message.findtext("comment") or "",
            "translation": "",
        }
        for context, message in _unfinished(tree)
    ]


def fill(language: str, entries: list[dict[str, str]]) -> int:
    path = ts_file(language)
    tree = ET.parse(path)
    wanted = {
        (e["context"], e["source"], e.get("comment", "")): e["translation"]
        for e in entries
        if e.get("translation")
    }
    filled = 0
    for context, message in _unfinished(tree):
        key = (context, message.findtext("source") or "", message.findtext("comment") or "")
        if key in wanted:
            _finish(message, wanted[key])
            filled += 1
    _write(tree, path)
    return filled


def _finished(path: Path) -> dict[tuple[str, str, str], str]:
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished":
                continue
            key = (
                context.findtext("name") or "",
                message.findtext("source") or "",
                message.findtext("comment") or "",
            )
            found[key] = translation.text or ""
    return found


def take(language: str, other: Path, base: Path | None = None) -> int:
    """Fill the unfinished messages from another .ts file's finished ones; with `base` (the
    file both started from), also take every translation the other file changed since."""
    theirs = _finished(other)
    changed = (
        set(theirs)
        if base is None
        else {key for key, text in theirs.items() if _finished(base).get(key) != text}
    )
    path = ts_file(language)
    tree = ET.parse(path)
    taken = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            translation = message.find("translation")
            if key not in theirs or translation is None:
                continue
            unfinished = translation.get("type") == "unfinished" or not translation.text
            if unfinished or (key in changed and translation.text != theirs[key]):
                _finish(message, theirs[key])
                taken += 1
    _write(tree, path)
    return taken


def release() -> None:
    for language in LANGUAGES:
        subprocess.run(
            [str(BIN / "pyside6-lrelease"), str(ts_file(language))], cwd=ROOT, check=True
        )


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
    elif argv[:1] == ["todo"] and len(argv) == 2:
        json.dump(todo(argv[1]), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    elif argv[:1] == ["fill"] and len(argv) == 3:
        entries = json.loads(Path(argv[2]).read_text("utf-8"))
        print(f"{fill(argv[1], entries)} translation(s) filled")
        update()  # back in lupdate's own layout
    elif argv[:1] == ["take"] and len(argv) in (3, 4):
        base = Path(argv[3]) if len(argv) == 4 else None
        print(f"{take(argv[1], Path(argv[2]), base)} translation(s) taken")
        update()
    elif argv[:1] == ["release"]:
        release()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
