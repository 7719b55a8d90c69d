"""One module per whistclub-cli command; each defines register(subparsers)."""
