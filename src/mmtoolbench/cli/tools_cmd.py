"""``mmtb tools``: list, show and search the sandbox tools of any toolset variant."""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from mmtoolbench.cli.common import err_console
from mmtoolbench.sandbox.options import ToolsetName

tools_app = typer.Typer(help="Sandbox tools: list, show, search.", no_args_is_help=True)
console = Console()


class FormatOption(StrEnum):
    """Output formats of ``tools list``."""

    table = "table"
    json = "json"


ToolsetArg = Annotated[
    ToolsetName, typer.Option("--toolset", "-t", help="Toolset variant.", case_sensitive=False)
]


def _fail(message: str) -> typer.Exit:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False)
    return typer.Exit(2)


def _registry(toolset: ToolsetName, domains: list[str] | None = None) -> Any:
    from mmtoolbench.sandbox.toolsets import build_toolset

    try:
        return build_toolset(toolset, domains)
    except KeyError as exc:
        raise _fail(str(exc.args[0]) if exc.args else str(exc)) from None


def _summary(description: str) -> str:
    return " ".join(description.strip().split("\n\n", 1)[0].split())


def _tool_json(t: Any) -> dict[str, Any]:
    from mmtoolbench.sandbox.toolsets import CoarseTool

    out: dict[str, Any] = {
        "name": t.name,
        "domain": t.domain,
        "summary": _summary(t.description),
        "access": "write" if t.writes else "read",
        "visibility": sorted(t.visibility),
        "reads": list(t.reads),
        "writes": list(t.writes),
    }
    if isinstance(t, CoarseTool):
        out["actions"] = list(t.actions)
    return out


@tools_app.command("list")
def list_cmd(
    domain: Annotated[
        list[str] | None,
        typer.Option("--domain", "-d", help="Only this domain (repeatable)."),
    ] = None,
    toolset: ToolsetArg = "full",
    fmt: Annotated[
        FormatOption, typer.Option("--format", "-f", help="Output format.", case_sensitive=False)
    ] = FormatOption.table,
) -> None:
    """List the tools of a toolset variant."""
    registry = _registry(toolset, domain)
    tools = [t for t in registry if not domain or t.domain in domain]
    if fmt is FormatOption.json:
        payload = {
            "toolset": toolset,
            "count": len(tools),
            "domains": list(dict.fromkeys(t.domain for t in tools)),
            "tools": [_tool_json(t) for t in tools],
        }
        typer.echo(json.dumps(payload, indent=2))
        return
    table = Table(title=f"{toolset} toolset: {len(tools)} tools")
    table.add_column("name", no_wrap=True)
    table.add_column("domain")
    table.add_column("rw")
    table.add_column("summary", overflow="fold")
    for t in tools:
        info = _tool_json(t)
        summary = info["summary"]
        if "actions" in info:
            summary = f"[{len(info['actions'])} actions] {summary}"
        table.add_row(t.name, t.domain, "w" if t.writes else "r", summary)
    console.print(table)


@tools_app.command("show")
def show_cmd(
    name: Annotated[str, typer.Argument(help="Tool name.")],
    toolset: ToolsetArg = "full",
    as_json: Annotated[bool, typer.Option("--json", help="Print the spec as JSON.")] = False,
) -> None:
    """Show a tool's documentation and JSON schema."""
    from mmtoolbench.core.errors import UnknownToolError
    from mmtoolbench.sandbox.discovery import python_signature

    registry = _registry(toolset)
    try:
        t = registry.get(name)
    except UnknownToolError as exc:
        raise _fail(str(exc)) from None
    if as_json:
        typer.echo(json.dumps({**_tool_json(t), **t.spec().model_dump()}, indent=2))
        return
    console.print(f"[bold]{t.name}[/]  ({t.domain}, {'write' if t.writes else 'read'})")
    console.print(python_signature(t), highlight=False, soft_wrap=True)
    console.print()
    console.print(t.description, highlight=False, markup=False)
    console.print()
    console.print("[bold]parameters[/] (JSON schema):")
    console.print(json.dumps(t.parameters, indent=2), highlight=False, markup=False)


@tools_app.command("search")
def search_cmd(
    query: Annotated[str, typer.Argument(help="What you want to do, in words.")],
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=100, help="Results.")] = 10,
    toolset: ToolsetArg = "full",
    as_json: Annotated[bool, typer.Option("--json", help="Print results as JSON.")] = False,
) -> None:
    """Rank tools for a query, as ``search_tools`` does.

    The index is cached on disk, keyed by a hash of the tool catalogue
    (docs/sandbox/discovery.md), so only the first search after a change builds it.
    """
    from mmtoolbench.sandbox.search.cache import cached_ranker
    from mmtoolbench.sandbox.search.hybrid import HybridRanker

    def build() -> HybridRanker:
        from mmtoolbench.sandbox.discovery import ToolIndex

        ranker = ToolIndex(_registry(toolset)).ranker
        assert isinstance(ranker, HybridRanker)
        return ranker

    ranker = cached_ranker(toolset, build)
    docs = {d.name: d for d in ranker.docs}
    ranked = ranker.rank(query)[:limit]
    hits: list[dict[str, Any]] = [
        {
            "name": name,
            "domain": docs[name].domain,
            "summary": docs[name].summary,
            "score": round(score, 4),
        }
        for name, score in ranked
    ]
    if as_json:
        typer.echo(json.dumps(hits, indent=2))
        return
    if not hits:
        console.print("no matching tools")
        return
    table = Table(title=f"search: {query!r}")
    table.add_column("#", justify="right")
    table.add_column("name", no_wrap=True)
    table.add_column("domain")
    table.add_column("score", justify="right")
    table.add_column("summary", overflow="fold")
    for i, h in enumerate(hits, 1):
        table.add_row(str(i), h["name"], h["domain"], f"{h['score']:.2f}", h["summary"])
    console.print(table, highlight=False)
