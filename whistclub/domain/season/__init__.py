"""A club's season: competitions decided across evenings (issue 26, "The club's season")."""
