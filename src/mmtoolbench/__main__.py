"""``python -m mmtoolbench`` runs the CLI."""

from mmtoolbench.cli import main

main()
