"""Progress display for runs: done / failed counts, ETA, tokens and cost."""

from __future__ import annotations

from types import TracebackType

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


class RunProgress:
    """A rich progress bar, or nothing when disabled."""

    def __init__(self, title: str, total: int, *, enabled: bool, console: Console | None = None):
        self._progress: Progress | None = None
        self._task: TaskID | None = None
        self.failed = 0
        self.tokens = 0
        self.cost = 0.0
        if enabled:
            self._progress = Progress(
                TextColumn("[bold]{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("[red]{task.fields[failed]} failed"),
                TimeElapsedColumn(),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                TextColumn("{task.fields[tokens]:,} tok  ${task.fields[cost]:.4f}"),
                console=console,
                transient=False,
            )
            self._task = self._progress.add_task(title, total=total, failed=0, tokens=0, cost=0.0)

    def __enter__(self) -> RunProgress:
        if self._progress is not None:
            self._progress.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._progress is not None:
            self._progress.stop()

    def advance(self, *, failed: bool, tokens: int, cost: float) -> None:
        """Count one finished sample."""
        self.failed += int(failed)
        self.tokens += tokens
        self.cost += cost
        if self._progress is not None and self._task is not None:
            self._progress.update(
                self._task, advance=1, failed=self.failed, tokens=self.tokens, cost=self.cost
            )
