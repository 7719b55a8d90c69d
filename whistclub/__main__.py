"""`python -m whistclub` starts the window, like the `whistclub` command."""

from whistclub.ui.app import main

raise SystemExit(main())
