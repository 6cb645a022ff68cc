"""``python -m checker`` is the ``referee`` command."""

from .cli import main

main()
