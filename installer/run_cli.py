"""Start of the bundled `whistclub-cli` program: see installer/whistclub.spec.

The same as `python -m whistclub.cli`; a file of its own because PyInstaller names each program
script after its file, and the window's and the CLI's would both be `__main__`.
"""

from whistclub.cli import main

raise SystemExit(main())
