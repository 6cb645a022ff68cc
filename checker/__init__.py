"""The referee: rules reference and move checker for four tabletop games."""

__version__ = "0.1.0"
