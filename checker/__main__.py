"""``python -m checker`` is the ``referee`` command."""

from .console import main

main()
