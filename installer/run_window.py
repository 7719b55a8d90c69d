"""Start of the bundled `whistclub` program (the window): see installer/whistclub.spec.

The same as `python -m whistclub`; a file of its own because PyInstaller names each program
script after its file, and the window's and the CLI's would both be `__main__`.
"""

from whistclub.ui.app import main

raise SystemExit(main())
