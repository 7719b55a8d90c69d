"""Every refusal the services can raise, read from their source (issue 22): the English
templates of `raise ServiceError(...)` and its kinds, of `unit.clash = ...`, of the message
helpers, and the names given to rows (`unit.require(table, id, "the evening")`), each as
whistclub/services/refusal_words.py keys them: an f-string's fields as `{source}`."""

from __future__ import annotations

import ast
from pathlib import Path

import whistclub

PACKAGE = Path(whistclub.__file__).parent
SERVICES = PACKAGE / "services"
# The services' refusals, and the database layer's that they pass on (a backup that cannot be
# written, a database that cannot be opened): the error class -> which argument is the text.
ERRORS = {
    "ServiceError": 0,
    "ConflictError": 0,
    "NotFoundError": 0,
    "StorageError": 0,
    "TableRefusal": 1,  # TableRefusal(code, message): the phone page words the code itself
    "PersistenceError": 0,
    "NewerDatabaseError": 0,
    "FileRefusal": 0,
}
# Functions that return a refusal's text, or a problem the screens show (LoadedEvening.problem)
HELPERS = {
    "storage_words",
    "too_long",
    "_missing_seating",
    "os_error_words",
    "sqlite_error_words",
}
# Calls that name what they refuse about: unit.require(table, id, "the evening"), ...
NAMING = {
    "require": 2,
    "update": 3,
    "delete": 3,
    "_object": 1,
    "pence": 1,
    "_amount": 1,
    "refuse_unsound_copy": 2,
    "os_error_words": 2,
    "sqlite_error_words": 2,
}
PHRASE_HELPERS = {"_what_it_is", "_name", "_what", "_result_words"}  # they return a phrase
PHRASE_VARIABLES = {"what", "where", "shown", "when"}  # variables that hold a phrase


def template(node: ast.AST) -> str | None:
    """The English template of a string literal or f-string (None for anything else)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if not isinstance(node, ast.JoinedStr):
        return None
    out: list[str] = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            out.append(str(value.value))
            continue
        assert isinstance(value, ast.FormattedValue)
        source = ast.unparse(value.value)
        if value.conversion == ord("r"):
            source += "!r"
        if value.format_spec is not None:
            source += ":" + "".join(
                str(c.value) for c in ast.walk(value.format_spec) if isinstance(c, ast.Constant)
            )
        out.append("{" + source + "}")
    return "".join(out)


def _name(func: ast.AST) -> str:
    return getattr(func, "id", getattr(func, "attr", ""))


def _sources() -> list[Path]:
    return sorted(SERVICES.glob("*.py")) + sorted((PACKAGE / "persistence").glob("*.py"))


def refusal_templates() -> dict[str, str]:
    """English template -> where it is raised (file:line)."""
    found: dict[str, str] = {}
    for path in _sources():
        if path.name == "refusal_words.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            texts: list[ast.AST] = []
            if isinstance(node, ast.Call) and _name(node.func) in ERRORS:
                texts.extend(node.args[ERRORS[_name(node.func)] :][:1])
            elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Attribute) and t.attr == "clash" for t in node.targets
            ):
                texts.append(node.value)
            elif isinstance(node, ast.FunctionDef) and node.name in HELPERS:
                texts.extend(
                    r.value for r in ast.walk(node) if isinstance(r, ast.Return) and r.value
                )
            for text in texts:
                found.setdefault(template(text) or "", f"{path.name}:{node.lineno}")
    found.pop("", None)  # a message passed on as it came (str(error), a variable)
    return found


def row_names() -> dict[str, str]:
    """The names the use cases give the rows they touch ("the evening", "drive {event_id}")."""
    found: dict[str, str] = {}
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            texts: list[ast.AST] = []
            if isinstance(node, ast.Call) and _name(node.func) in NAMING:
                index = NAMING[_name(node.func)]
                texts.extend(node.args[index : index + 1])
            if isinstance(node, ast.Call):
                texts.extend(k.value for k in node.keywords if k.arg == "what")
            elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id in PHRASE_VARIABLES for t in node.targets
            ):
                texts.append(node.value)
            elif isinstance(node, ast.FunctionDef) and node.name in PHRASE_HELPERS:
                texts.extend(
                    r.value for r in ast.walk(node) if isinstance(r, ast.Return) and r.value
                )
            for text in texts:
                if isinstance(text, ast.IfExp):  # "x if y else z": both
                    parts = [text.body, text.orelse]
                elif isinstance(text, ast.BinOp):  # "a" + ("b" if c else "")
                    parts = [text.left]
                else:
                    parts = [text]
                for part in parts:
                    if (words := template(part)) and words.strip():
                        found.setdefault(words, f"{path.name}:{node.lineno}")
    return found


if __name__ == "__main__":
    for text, where in {**refusal_templates(), **row_names()}.items():
        print(f"{where}\t{text}")
