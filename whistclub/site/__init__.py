"""The results website (issue 26 item 5): a folder of static HTML pages, no server needed."""
