"""Undoable use cases for the QUndoStack (BeeRef's commands.py shape).

The use case runs *before* the command is pushed, so a refusal (a deal the rules forbid, a
conflict with another laptop) is shown where it happened and nothing lands on the stack.
Undo and redo then go through the services too: each is `services.undo(audit_id)` of the
latest entry this command made, which writes its own audit row (an undo of an undo is the
redo), so the audit trail records every step the secretary took.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from whistclub.persistence.database import Database
from whistclub.services import Changes, ServiceError, undo


class ServiceCommand(QUndoCommand):
    """A use case already applied (its Changes), undone and redone through the services."""

    def __init__(
        self,
        database: Database,
        text: str,
        changes: Changes,
        refresh: Callable[[Changes], None],
        failed: Callable[[str], None],
    ) -> None:
        super().__init__(text)
        self._database = database
        self._latest = changes.audit_id
        self._refresh = refresh
        self._failed = failed
        self._first = True

    def redo(self) -> None:
        if self._first:  # QUndoStack.push calls redo(); the use case has already run
            self._first = False
            return
        self._step()

    def undo(self) -> None:
        self._step()

    def _step(self) -> None:
        try:
            changes = undo(self._database, self._latest)
        except ServiceError as error:
            # Another laptop changed the same rows since: nothing was written; say so and
            # make this command a no-op so the stack stays usable.
            self.setObsolete(True)
            from whistclub.ui.errors import refusal_text  # the words, at the first refusal

            self._failed(refusal_text(error))
            return
        self._latest = changes.audit_id
        self._refresh(changes)


def run(
    stack: object,
    database: Database,
    text: str,
    use_case: Callable[[], Changes],
    refresh: Callable[[Changes], None],
    failed: Callable[[str], None],
) -> Changes:
    """Run a use case; if it succeeds, put it on the undo stack and refresh what it changed.

    A ServiceError or DomainError propagates unchanged for the caller to show in place.
    """
    from PySide6.QtGui import QUndoStack

    assert isinstance(stack, QUndoStack)
    changes = use_case()
    stack.push(ServiceCommand(database, text, changes, refresh, failed))
    refresh(changes)
    return changes
