"""The migration scripts' revision ids, read without alembic, agree with alembic's own view."""

import subprocess
import sys

from alembic.script import ScriptDirectory

from whistclub.persistence.database import alembic_config, head_revision, known_revisions


def test_head_and_known_revisions_agree_with_alembic():
    scripts = ScriptDirectory.from_config(alembic_config())
    assert head_revision() == scripts.get_current_head()
    assert known_revisions() == {script.revision for script in scripts.walk_revisions()}


def test_opening_an_up_to_date_database_does_not_import_alembic(tmp_path):
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    program = (
        "import sys\n"
        "from whistclub.persistence import open_database\n"
        f"open_database({url!r}).close()\n"  # creates and migrates: alembic is needed
        "for name in [m for m in sys.modules if m.split('.')[0] == 'alembic']:\n"
        "    del sys.modules[name]\n"
        f"open_database({url!r}).close()\n"  # up to date: alembic must not be imported
        "print(any(m.split('.')[0] == 'alembic' for m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
