"""The scoring commands start without the database layer (it costs half a second to load)."""

import json
import subprocess
import sys


def test_building_the_command_line_loads_no_database_library():
    program = (
        "import json, sys\n"
        "from whistclub.cli import build_parser\n"
        "build_parser()\n"
        "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program], check=True, capture_output=True, text=True
    )
    loaded = set(json.loads(done.stdout))
    assert not loaded & {"sqlalchemy", "sqlmodel", "alembic", "reportlab", "openpyxl"}
