"""The rules of whist, as pure functions over frozen values.

This package imports the standard library only: no Qt, no database, no renderer.
tests/domain/test_layering.py enforces that in a fresh interpreter.
"""
