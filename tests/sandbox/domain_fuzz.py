"""Random schema-valid arguments for fuzzing domain tools (shared by the domain tests)."""

from __future__ import annotations

import json
import random
import string
from collections.abc import Iterable
from datetime import date, timedelta
from typing import Any

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import Tool, to_jsonable
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.world.state import World

_TEXT = string.ascii_letters + string.digits + " -_#:@.,'/éü😀\n\t"


Hints = dict[str, tuple[str, ...]]
"""Parameter-name fragment -> id prefixes to prefer for it (e.g. ``"event": ("evt_",)``)."""


def random_string(
    rng: random.Random, schema: dict[str, Any], pool: list[str], name: str, hints: Hints
) -> str:
    fmt = schema.get("format")
    if fmt == "date":
        return rng.choice(
            [
                "2025-06-13",
                "2025-06-14",
                "2025-02-29",
                "0001-01-01",
                "9999-12-31",
                "2024-02-29",
                f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            ]
        )
    if fmt == "date-time":
        return rng.choice(
            [
                "2025-06-13T09:30:00",
                "2025-06-14T10:00:00-07:00",
                "2025-06-13T23:59:59Z",
                "0001-01-01T00:00:00",
                "9999-12-31T23:59:59+14:00",
                "0001-01-01T00:00:00-12:00",
                f"2025-06-{rng.randint(1, 30):02d}T{rng.randint(0, 23):02d}:{rng.choice(['00', '30'])}:00",
            ]
        )
    if fmt == "time":
        return rng.choice(["00:00", "23:59:59", "09:30", "12:00:00+05:00", "17:45"])
    choice = rng.random()
    hinted = [p for key, pre in hints.items() if key in name for p in pool if p.startswith(pre)]
    if hinted and choice < 0.6:
        text = rng.choice(hinted)
    elif choice < 0.55 and pool:
        text = rng.choice(pool)
    elif choice < 0.65:
        text = rng.choice(["", " ", "  \n", "#", "none", "null", "0", "-1"])
    else:
        text = "".join(rng.choice(_TEXT) for _ in range(rng.randint(1, 30)))
    lo, hi = schema.get("minLength", 0), schema.get("maxLength", 200)
    if len(text) < lo:
        text = text + "x" * (lo - len(text))
    return text[:hi]


def random_value(
    rng: random.Random, schema: dict[str, Any], pool: list[str], name: str, hints: Hints
) -> Any:
    if "anyOf" in schema:
        options = schema["anyOf"]
        non_null = [o for o in options if o.get("type") != "null"]
        if non_null and rng.random() < 0.8:
            return random_value(rng, rng.choice(non_null), pool, name, hints)
        return None
    if "enum" in schema:
        return rng.choice(schema["enum"])
    if "const" in schema:
        return schema["const"]
    kind = schema.get("type")
    if kind == "string":
        return random_string(rng, schema, pool, name, hints)
    if kind == "integer":
        lo, hi = schema.get("minimum", -1000), schema.get("maximum", 1000)
        return rng.choice([lo, hi, rng.randint(lo, hi), min(hi, lo + 1)])
    if kind == "number":
        return rng.uniform(schema.get("minimum", -1e6), schema.get("maximum", 1e6))
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "array":
        lo = schema.get("minItems", 0)
        hi = min(schema.get("maxItems", 4), lo + 4)
        return [
            random_value(rng, schema.get("items", {}), pool, name, hints)
            for _ in range(rng.randint(lo, hi))
        ]
    return None


def random_args(rng: random.Random, tool: Tool, pool: list[str], hints: Hints) -> dict[str, Any]:
    props: dict[str, Any] = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    args = {
        name: random_value(rng, schema, pool, name, hints)
        for name, schema in props.items()
        if name in required or rng.random() < 0.5
    }
    for name in required - set(props):  # e.g. a parameter the schema failed to describe
        args[name] = random_string(rng, {}, pool, name, hints)
    return args


def id_pool(world: World, domain: str, extra: Iterable[str] = ()) -> list[str]:
    """Ids to draw from: images, every id of ``domain``'s tables, 8 of each other table."""
    ids: list[str] = list(world.images.ids())
    for name, table in world.tables.items():
        pk = table.pk.name
        rows = world.select(name, limit=None if table.domain == domain else 8)
        ids.extend(str(r[pk]) for r in rows)
    ids += list(extra)
    return ids


def fuzz_tool(
    ctx: WorldContext, tool: Tool, pool: list[str], hints: Hints, rounds: int = 40
) -> None:
    """Call ``tool`` with random arguments: only ToolError may escape, integrity holds."""
    world = ctx.world
    rng = random.Random(f"fuzz:{tool.name}")
    for _ in range(rounds):
        args = random_args(rng, tool, pool, hints)
        try:
            with world.transaction():
                result = tool.invoke(ctx, args)
        except ToolError:
            continue  # rolled back: nothing to check
        json.dumps(to_jsonable(result))
        if tool.writes:
            assert world.integrity_check() == [], (tool.name, args)
    assert world.integrity_check() == []


# --------------------------------------------------------------------------- pooled ids


_NUMBERS = [0, -1, 0.01, 1.234, 5, 12.5, 18.5, 100, 1e9, 333.33, 4999.99, 0.25]


def pooled_value(
    schema: dict[str, Any],
    rng: random.Random,
    pool: dict[str, list[Any]],
    name: str,
    depth: int = 0,
) -> Any:
    if "anyOf" in schema:
        non_null = [o for o in schema["anyOf"] if o.get("type") != "null"]
        if non_null and rng.random() < 0.8:
            return pooled_value(rng.choice(non_null), rng, pool, name, depth)
        return None
    if "enum" in schema:
        return rng.choice(schema["enum"]) if rng.random() < 0.9 else "bogus"
    kind = schema.get("type")
    if kind == "string":
        fmt = schema.get("format")
        if fmt == "date":
            return rng.choice(["2025-06-13", "2025-05-01", "1999-12-31", "2030-01-01", "nope"])
        if fmt == "date-time":
            return rng.choice(
                ["2025-06-13T18:00:00", "2025-06-12T08:00:00-07:00", "2030-01-01T00:00:00Z", "x"]
            )
        roll = rng.random()
        if name in pool and roll < 0.75:
            return str(rng.choice(pool[name]))
        if roll < 0.85:
            return str(rng.choice(pool["*"]))
        if roll < 0.95:
            return "".join(rng.choice("ab@_ -1é🍕0.:") for _ in range(rng.randint(0, 12)))
        hi = min(schema.get("maxLength", 40), 40)
        lo = schema.get("minLength", 0)
        return "x" * rng.randint(lo, max(lo, hi))
    if kind == "integer":
        lo = schema.get("minimum", -10)
        hi = schema.get("maximum", 500)
        return rng.randint(lo, hi) if rng.random() < 0.9 else rng.choice([-1, 0, 10**6])
    if kind == "number":
        return rng.choice(_NUMBERS)
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "array":
        items = schema.get("items", {})
        return [pooled_value(items, rng, pool, name, depth + 1) for _ in range(rng.randint(0, 4))]
    if kind == "object":
        if depth > 2:
            return {}
        props = schema.get("properties", {})
        if props:
            return {
                k: pooled_value(v, rng, pool, k, depth + 1)
                for k, v in props.items()
                if rng.random() < 0.8
            }
        extra = schema.get("additionalProperties", {})
        keys = pool.get(name, pool["*"])
        return {
            str(rng.choice(keys)): pooled_value(
                extra if isinstance(extra, dict) else {}, rng, pool, name
            )
            for _ in range(rng.randint(0, 3))
        }
    return rng.choice([None, 1, "x", []])


def pooled_args(tool: Tool, rng: random.Random, pool: dict[str, list[Any]]) -> dict[str, Any]:
    props = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    return {
        name: pooled_value(schema, rng, pool, name)
        for name, schema in props.items()
        if name in required or rng.random() < 0.6
    }


def fuzz_tool_checked(
    world: World, tool: Tool, pool: dict[str, list[Any]], rounds: int = 30
) -> None:
    """Random calls with stricter checks: a failed call leaves no change, a successful
    one writes only the tables the tool declares, and integrity holds after every call.

    ``pool`` maps parameter names (and ``"*"`` for any) to values worth trying.
    """
    rng = random.Random(f"fuzz:{tool.name}")
    snap = world.snapshot()
    ctx = WorldContext(world)
    try:
        for _ in range(rounds):
            args = pooled_args(tool, rng, pool)
            before = world.snapshot()
            try:
                with world.transaction():
                    tool.invoke(ctx, args)
            except ToolError:
                assert world.diff_since(before).is_empty, f"{tool.name}({args!r}) left changes"
            changed = set(world.diff_since(before).changed_tables())
            assert changed <= set(tool.writes), f"{tool.name} wrote undeclared {changed}"
            assert world.integrity_check() == []
    finally:
        world.restore(snap)


# --------------------------------------------------------------------------- word pools


def word_value(schema: dict[str, Any], rng: random.Random, words: list[str]) -> Any:
    """A random value that satisfies a JSON-schema fragment (the subset tools use)."""
    if "anyOf" in schema:
        return word_value(rng.choice(schema["anyOf"]), rng, words)
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "null":
        return None
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "integer":
        lo, hi = schema.get("minimum", -(10**6)), schema.get("maximum", 10**6)
        return rng.choice([lo, hi, rng.randint(lo, hi), rng.randint(lo, min(hi, lo + 10))])
    if kind == "number":
        return rng.uniform(schema.get("minimum", -1e6), schema.get("maximum", 1e6))
    if kind == "array":
        lo = schema.get("minItems", 0)
        hi = max(lo, min(schema.get("maxItems", 4), 4))
        return [word_value(schema.get("items", {}), rng, words) for _ in range(rng.randint(lo, hi))]
    if kind == "string":
        if schema.get("format") == "date":
            base = date(2025, 6, 13) + timedelta(days=rng.randint(-30, 30))
            wild = date(rng.randint(1, 9999), rng.randint(1, 12), rng.randint(1, 28))
            return rng.choice([base, wild]).isoformat()
        if rng.random() < 0.6:
            text = rng.choice(words)
        else:
            alphabet = string.ascii_letters + string.digits + " :,-_#@!é漢\n\t"
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        lo, hi = schema.get("minLength", 0), schema.get("maxLength", 200)
        if len(text) < lo:
            text = text + "x" * (lo - len(text))
        return text[:hi]
    return None


def fuzz_tool_with_pools(
    ctx: WorldContext,
    tool: Tool,
    pools: dict[str, list[str]],
    words: list[str],
    rounds: int = 30,
) -> None:
    """Random calls drawing strings from ``pools[param]`` (else ``words``): only ToolError
    may escape, a failed call leaves no change, and integrity holds at the end."""
    world = ctx.world
    rng = random.Random(f"fuzz:{tool.name}")
    props = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    for _ in range(rounds):
        args = {
            name: word_value(schema, rng, pools.get(name, words))
            for name, schema in props.items()
            if name in required or rng.random() < 0.6
        }
        before = world.snapshot()
        try:
            tool.invoke(ctx, args)
        except ToolError:
            assert world.diff_since(before).is_empty, f"{tool.name}({args}) failed after writing"
    assert world.integrity_check() == []
