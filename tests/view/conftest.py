"""Fixtures of the viewer tests: runs made once per session, a served viewer."""

from __future__ import annotations

import asyncio
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.view.runs import make_runs


@pytest.fixture(scope="session")
def runs_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The session's runs (see tests/view/runs.py); never written after creation."""
    root = tmp_path_factory.mktemp("viewer-runs")
    asyncio.run(make_runs(root))
    return root


@pytest.fixture
def runs_copy(runs_root: Path, tmp_path: Path) -> Path:
    """A private copy of the runs, for tests that write to a run."""
    target = tmp_path / "runs"
    shutil.copytree(runs_root, target)
    return target


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServedViewer:
    """The viewer served by uvicorn in a thread of the test process."""

    def __init__(self, root: Path) -> None:
        import uvicorn

        from mmtoolbench.viewer.app import create_app

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(
            create_app(root, refresh_s=0),
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            access_log=False,
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> ServedViewer:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the viewer did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture(scope="session")
def served(runs_root: Path) -> Iterator[ServedViewer]:
    """The viewer over the session's runs on a free 127.0.0.1 port."""
    with ServedViewer(runs_root) as viewer:
        yield viewer
