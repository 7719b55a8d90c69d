from tests.persistence.databases import database, database_url, postgres_url

__all__ = ["database", "database_url", "postgres_url"]
