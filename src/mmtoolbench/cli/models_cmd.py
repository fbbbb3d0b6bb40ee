"""``mmtb models``: check that a model string works end to end."""

from __future__ import annotations

import asyncio
import json
from typing import Annotated

import typer
from rich.console import Console

from mmtoolbench.cli.common import user_errors
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec
from mmtoolbench.core.terminal import terminal_safe
from mmtoolbench.models.base import aclose_model

models_app = typer.Typer(help="Model utilities.")
console = Console()

WEATHER_TOOL = ToolSpec(
    name="get_weather",
    description="Get the current weather for a city.",
    parameters={
        "type": "object",
        "properties": {"city": {"type": "string", "description": "City name, e.g. Paris."}},
        "required": ["city"],
        "additionalProperties": False,
    },
)


def _show(title: str, response: ModelResponse) -> None:
    console.print(
        f"[bold]{title}[/] ({response.latency_s * 1000:.0f} ms, "
        f"{response.usage.input_tokens} in / {response.usage.output_tokens} out)"
    )
    if response.text:
        console.print(
            f"  text: {terminal_safe(repr(response.text))}", markup=False, highlight=False
        )
    for call in response.tool_calls:
        args = json.dumps(call.arguments) if call.parse_error is None else call.raw_arguments
        shown = terminal_safe(f"{call.name}({args})")
        console.print(f"  tool call: {shown}", markup=False, highlight=False)
        if call.parse_error:
            problem = terminal_safe(call.parse_error)
            console.print(f"  malformed arguments: {problem}", markup=False, highlight=False)


@models_app.command("check")
def check_cmd(
    model: Annotated[str, typer.Argument(help="Model string, e.g. openai/gpt-4o.")],
    base_url: Annotated[
        str | None, typer.Option(help="Base URL for openai-compatible/… models.")
    ] = None,
) -> None:
    """Send one text request and one tool-call request; print what came back."""
    from mmtoolbench.models.factory import ModelOptions, build_model

    async def go() -> tuple[ModelResponse, ModelResponse]:
        m = build_model(model, ModelOptions(base_url=base_url, cache_enabled=False))
        try:
            config = GenerateConfig(max_tokens=64)
            text = await m.generate(
                [Message.user("Reply with the single word: ready")], None, config
            )
            tool = await m.generate(
                [Message.user("What is the weather in Paris? Use the tool.")],
                [WEATHER_TOOL],
                GenerateConfig(max_tokens=128, tool_choice="required"),
            )
        finally:
            await aclose_model(m)
        return text, tool

    with user_errors():
        text, tool = asyncio.run(go())
    _show("text request", text)
    _show("tool-call request", tool)
    if not tool.tool_calls:
        console.print("[yellow]warning:[/] the model did not call the tool")
        raise typer.Exit(1)
