from whistclub.cli import main

raise SystemExit(main())
