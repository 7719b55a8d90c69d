"""Database files written whole or not at all, and the file system's refusals in plain words.

A backup (or any copy of the club) is written under a temporary name in the target's own folder,
synced, checked, and only then renamed to its final name with `os.replace`, which is atomic
within one file system (POSIX rename(2); MoveFileEx on Windows). So a backup killed half-way,
or stopped by a full disk or a file-size limit, leaves nothing under the name the user asked
for: at most a `.NAME.*.partial` file, which a later backup never mistakes for a good one.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import uuid
from collections.abc import Iterator
from contextlib import closing, contextmanager, suppress
from pathlib import Path

import sqlalchemy as sa

from whistclub.persistence.errors import PersistenceError
from whistclub.persistence.glance import locked_read_uri

PARTIAL_SUFFIX = ".partial"


class FileRefusal(PersistenceError):
    """A file could not be written or read; the message says why and what to do."""


def partial_name(target: Path) -> Path:
    """The temporary name beside `target` (same folder, so the final rename is atomic)."""
    return target.with_name(f".{target.name}.{uuid.uuid4().hex[:8]}{PARTIAL_SUFFIX}")


@contextmanager
def written_whole(target: Path, what: str) -> Iterator[Path]:
    """Yield a temporary path to write; on success it becomes `target`, else it is removed.

    The caller writes (and checks) the file at the yielded path inside the block. `what` names
    the file in messages ("the backup").
    """
    if target.exists():
        raise FileRefusal(f"{target} already exists; choose a new file name for {what}")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise FileRefusal(os_error_words(error, target.parent, what)) from None
    temporary = partial_name(target)
    try:
        yield temporary
        _sync(temporary)
        if target.exists():  # someone wrote that name meanwhile: never overwrite it
            raise FileRefusal(f"{target} already exists; choose a new file name for {what}")
        os.replace(temporary, target)
        _sync_folder(target.parent)
    except OSError as error:
        raise FileRefusal(os_error_words(error, target, what)) from None
    except (sqlite3.Error, sa.exc.DBAPIError) as error:
        raise FileRefusal(sqlite_error_words(error, target, what)) from None
    finally:
        _remove_quietly(temporary)
        for side in ("-journal", "-wal", "-shm"):
            _remove_quietly(Path(f"{temporary}{side}"))


def _sync(path: Path) -> None:
    with open(path, "rb+") as handle:
        os.fsync(handle.fileno())


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX: fsync the directory); Windows has no such call."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _remove_quietly(path: Path) -> None:
    with suppress(OSError):  # a read-only folder: nothing was written there either
        path.unlink(missing_ok=True)


FULL = (errno.ENOSPC, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC))
READ_ONLY = (errno.EROFS, errno.EACCES, errno.EPERM)


def os_error_words(error: OSError, where: Path, what: str) -> str:
    """One line for the secretary: what went wrong with `where`, and what to do."""
    if error.errno in FULL:
        return (
            f"{what} could not be written to {where}: the disk is full or the file is too "
            "large for it; nothing was left under that name: free some space or choose "
            "another place"
        )
    if error.errno in READ_ONLY:
        return (
            f"{what} could not be written to {where}: that folder cannot be written to "
            "(read-only, or not yours); choose another place"
        )
    if error.errno in (errno.ENOENT, errno.ENOTDIR):
        return f"{what} could not be written to {where}: that folder is not there; check the name"
    reason = error.strerror or type(error).__name__
    return (
        f"{what} could not be written to {where} ({reason}); nothing was left under that "
        "name: check the disk and try again"
    )


def sqlite_error_words(error: Exception, where: Path, what: str) -> str:
    """SQLite's own words for a full disk or a read-only file, translated."""
    text = str(getattr(error, "orig", None) or error).lower()
    if "full" in text or "too big" in text or "disk i/o" in text:
        return os_error_words(OSError(errno.ENOSPC, "disk full"), where, what)
    if "readonly" in text or "read-only" in text or "unable to open" in text:
        return os_error_words(OSError(errno.EROFS, "read-only"), where, what)
    first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return (
        f"{what} could not be written to {where} ({first}); nothing was left under that "
        "name: check the disk and try again"
    )


def sqlite_integrity(path: Path) -> list[str]:
    """SQLite's integrity check of a file nobody else has open (empty when it is sound)."""
    with closing(sqlite3.connect(locked_read_uri(path), uri=True)) as connection:
        lines = [row[0] for row in connection.execute("PRAGMA integrity_check")]
    return [] if lines == ["ok"] else lines
