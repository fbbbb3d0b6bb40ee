"""Serving the viewer: uvicorn on 127.0.0.1 by default, a loud warning elsewhere."""

from __future__ import annotations

import ipaddress
import socket
import threading
import webbrowser
from collections.abc import Callable
from pathlib import Path

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.viewer.app import LOOPBACK_HOSTS, create_app

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def is_loopback(host: str) -> bool:
    """Whether ``host`` only accepts connections from this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def exposure_warning(host: str) -> str | None:
    """The warning to print when the viewer would listen beyond this machine."""
    if is_loopback(host):
        return None
    return (
        f"WARNING: binding the viewer to {host}: anyone who can reach this address can read "
        "every run under the directory (prompts, model outputs, images) without a password. "
        "Use the default 127.0.0.1 (and an SSH tunnel) unless this network is trusted."
    )


def allowed_hosts_for(host: str) -> tuple[str, ...]:
    """``Host`` headers to accept: loopback names on a loopback bind, any otherwise."""
    return (*LOOPBACK_HOSTS, host) if is_loopback(host) else ("*",)


def _check_port(host: str, port: int) -> None:
    """Fail with a clear message when the address cannot be bound (in use, bad host)."""
    family = socket.AF_INET6 if ":" in host.strip("[]") else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((host.strip("[]"), port))
        except OSError as exc:
            raise ConfigError(
                f"cannot listen on {host}:{port} ({exc.strerror or exc}); pass another --port "
                "or stop what is using it"
            ) from None


def serve(
    root: Path,
    *,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    open_browser: bool = False,
    warn: Callable[[str], None] = print,
    refresh_s: int = 10,
) -> None:
    """Serve the viewer until interrupted.

    Args:
        root: A run directory or a directory of run directories.
        host: Interface to bind (127.0.0.1 by default).
        port: TCP port.
        open_browser: Open the runs list in the default browser once listening.
        warn: Where the non-loopback warning goes.
        refresh_s: Auto-refresh period of the runs list while a run is running.

    Raises:
        ConfigError: If ``root`` is not a directory or the address cannot be bound.
    """
    import uvicorn

    if not root.is_dir():
        raise ConfigError(f"{root} is not a directory (give a run directory or a runs folder)")
    _check_port(host, port)
    message = exposure_warning(host)
    if message:
        warn(message)
    app = create_app(root, allowed_hosts=allowed_hosts_for(host), refresh_s=refresh_s)
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False)
    server = uvicorn.Server(config)
    if open_browser:
        url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{port}/"
        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    server.run()
