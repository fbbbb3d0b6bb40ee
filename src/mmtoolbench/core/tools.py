"""Tools: the decorator, JSON-schema generation, argument validation and the registry.

A tool is a typed Python function with a Google-style docstring::

    @tool(domain="shopping", reads=("products",), writes=("cart_items",))
    def add_to_cart(ctx: WorldContext, product_id: str, quantity: Annotated[int, Field(ge=1)] = 1):
        \"\"\"Put a product in the shopping cart.

        Args:
            product_id: Id of the product, e.g. "prod_12".
            quantity: How many to add.
        \"\"\"

The first parameter, when named ``ctx``, receives the episode context and is not part
of the schema. The docstring's summary and body become the description the model
reads; ``Args:`` entries become parameter descriptions.

The decorator does no work up front: the description, JSON schema and argument model
of a decorated tool are built on first use (a registry of 673 tools imports in a
fraction of the time; a process builds only the schemas it needs).
"""

from __future__ import annotations

import difflib
import inspect
import json
import re
import types
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, get_type_hints, overload

import docstring_parser
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from mmtoolbench.core.errors import ToolArgumentError, UnknownToolError
from mmtoolbench.core.messages import ToolSpec

CONTEXT_PARAM = "ctx"


@dataclass(frozen=True)
class Tool:
    """A callable tool with its schema and metadata.

    Attributes:
        name: Name the model calls it by.
        fn: The implementation.
        description: Text the model reads.
        domain: App domain (``contacts``, ``shopping``...).
        visibility: Roles that may call it (``agent``, ``user``).
        reads: World tables it reads.
        writes: World tables it writes.
        parameters: JSON schema of the arguments.
        args_model: Pydantic model used to validate arguments.
        takes_context: Whether ``fn`` takes the context as first argument.
    """

    name: str
    fn: Callable[..., Any] = field(repr=False)
    description: str
    domain: str
    visibility: frozenset[str]
    reads: tuple[str, ...]
    writes: tuple[str, ...]
    parameters: dict[str, Any] = field(repr=False)
    args_model: type[BaseModel] = field(repr=False)
    takes_context: bool = True
    tags: tuple[str, ...] = ()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    @property
    def is_async(self) -> bool:
        """Whether the implementation is a coroutine function."""
        return inspect.iscoroutinefunction(self.fn)

    def spec(self) -> ToolSpec:
        """The tool as a model sees it."""
        return ToolSpec(name=self.name, description=self.description, parameters=self.parameters)

    def validate(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        """Validate and coerce arguments against the schema.

        Returns:
            Keyword arguments ready to pass to the implementation.

        Raises:
            ToolArgumentError: With one line per problem, phrased for a model.
        """
        if not isinstance(arguments, Mapping):
            raise ToolArgumentError(
                f"arguments of `{self.name}` must be a JSON object, got {type(arguments).__name__}"
            )
        try:
            parsed = self.args_model.model_validate(dict(arguments))
        except ValidationError as exc:
            problems = [self._describe_error(err) for err in exc.errors()]
            raise ToolArgumentError(
                f"invalid arguments for `{self.name}`: " + "; ".join(problems)
            ) from None
        # The validated field values, in field order (an argument model has no extra
        # fields and no private attributes: its ``__dict__`` holds exactly its fields).
        return dict(parsed.__dict__)

    def invoke(self, ctx: Any, arguments: Mapping[str, Any]) -> Any:
        """Validate the arguments and call a synchronous tool."""
        kwargs = self.validate(arguments)
        return self.fn(ctx, **kwargs) if self.takes_context else self.fn(**kwargs)

    async def ainvoke(self, ctx: Any, arguments: Mapping[str, Any]) -> Any:
        """Validate the arguments and call the tool, awaiting it if it is async."""
        kwargs = self.validate(arguments)
        result = self.fn(ctx, **kwargs) if self.takes_context else self.fn(**kwargs)
        if type(result) not in _PLAIN and inspect.isawaitable(result):
            result = await result
        return result

    def _describe_error(self, err: Mapping[str, Any]) -> str:
        loc = ".".join(str(p) for p in err.get("loc", ()))
        kind = err.get("type", "")
        if kind == "missing":
            return f"missing required argument `{loc}` ({describe_schema(self._prop(loc))})"
        if kind == "extra_forbidden":
            valid = ", ".join(f"`{n}`" for n in self.parameters.get("properties", {})) or "none"
            return f"unknown argument `{loc}` (valid arguments: {valid})"
        expected = describe_schema(self._prop(loc))
        return f"`{loc}` must be {expected}, got {_short_repr(err.get('input'))}"

    def _prop(self, loc: str) -> dict[str, Any]:
        schema: dict[str, Any] = self.parameters
        for part in loc.split("."):
            props = schema.get("properties")
            if isinstance(props, dict) and part in props:
                schema = props[part]
            elif "items" in schema and part.isdigit():
                schema = schema["items"]
            else:
                return schema if schema is not self.parameters else {}
        return schema


def _short_repr(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


_TYPE_WORDS = {
    "integer": "an integer",
    "number": "a number",
    "string": "a string",
    "boolean": "true or false",
    "array": "a list",
    "object": "an object",
    "null": "null",
}


def describe_schema(schema: Mapping[str, Any]) -> str:
    """Describe a JSON schema fragment in words (``an integer >= 1``).

    Args:
        schema: A JSON schema of one value.

    Returns:
        A phrase that completes "must be ...".
    """
    if not schema:
        return "a valid value"
    if "enum" in schema:
        return "one of " + ", ".join(json.dumps(v) for v in schema["enum"])
    if "const" in schema:
        return json.dumps(schema["const"])
    for key in ("anyOf", "oneOf"):
        if key in schema:
            options = [describe_schema(s) for s in schema[key]]
            return " or ".join(dict.fromkeys(options))
    kind = schema.get("type")
    if isinstance(kind, list):
        return " or ".join(_TYPE_WORDS.get(str(k), str(k)) for k in kind)
    words = _TYPE_WORDS.get(str(kind), "a valid value")
    bounds = []
    if "minimum" in schema:
        bounds.append(f">= {schema['minimum']}")
    if "exclusiveMinimum" in schema:
        bounds.append(f"> {schema['exclusiveMinimum']}")
    if "maximum" in schema:
        bounds.append(f"<= {schema['maximum']}")
    if "exclusiveMaximum" in schema:
        bounds.append(f"< {schema['exclusiveMaximum']}")
    if kind == "array" and "items" in schema:
        words = f"a list of {_plural(describe_schema(schema['items']))}"
    if "minLength" in schema:
        bounds.append(f"of at least {schema['minLength']} characters")
    if "maxLength" in schema:
        bounds.append(f"of at most {schema['maxLength']} characters")
    if "minItems" in schema:
        bounds.append(f"with at least {schema['minItems']} items")
    if "maxItems" in schema:
        bounds.append(f"with at most {schema['maxItems']} items")
    if "pattern" in schema:
        bounds.append(f"matching {schema['pattern']}")
    if "format" in schema:
        bounds.append(f"in {schema['format']} format")
    return " ".join([words, *bounds])


def _plural(phrase: str) -> str:
    for article in ("an ", "a "):
        if phrase.startswith(article):
            head, _, rest = phrase[len(article) :].partition(" ")
            return f"{head}s {rest}".strip()
    return phrase


def _inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """Inline ``$defs`` references and drop pydantic's ``title`` noise."""
    defs = schema.pop("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                target = defs[node["$ref"].rsplit("/", 1)[-1]]
                merged = {**walk(dict(target)), **{k: v for k, v in node.items() if k != "$ref"}}
                return walk(merged)
            out: dict[str, Any] = {}
            for key, value in node.items():
                if key == "properties" and isinstance(value, dict):
                    # Keys here are parameter names (one may well be called "title").
                    out[key] = {name: walk(sub) for name, sub in value.items()}
                elif key != "title":
                    out[key] = walk(value)
            return out
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    result = walk(schema)
    assert isinstance(result, dict)
    return result


class _LazyTool(Tool):
    """A decorated tool: description, schema and argument model built on first use.

    Same fields and behaviour as `Tool`: ``description``, ``parameters`` and
    ``args_model`` are computed from the function when one of them is first read (then
    stored like any field).
    """

    def __init__(
        self,
        *,
        name: str,
        fn: Callable[..., Any],
        domain: str,
        visibility: frozenset[str],
        reads: tuple[str, ...],
        writes: tuple[str, ...],
        tags: tuple[str, ...],
        takes_context: bool,
    ) -> None:
        for attr, value in (
            ("name", name),
            ("fn", fn),
            ("domain", domain),
            ("visibility", visibility),
            ("reads", reads),
            ("writes", writes),
            ("takes_context", takes_context),
            ("tags", tags),
        ):
            object.__setattr__(self, attr, value)

    def __getattr__(self, attr: str) -> Any:
        if attr not in ("description", "parameters", "args_model"):
            raise AttributeError(attr)
        description, schema, args_model, _ = _build_schema(self.fn, self.name)
        object.__setattr__(self, "args_model", args_model)
        if "parameters" not in self.__dict__:  # primed values stay (they are equal)
            object.__setattr__(self, "description", description)
            object.__setattr__(self, "parameters", schema)
        return self.__dict__[attr]


def prime_schema(t: Tool, description: str, parameters: dict[str, Any]) -> None:
    """Give a decorated tool its description and JSON schema (e.g. from a cache of a
    previous build of the same sources) so that they need not be built; the argument
    model is still built on first use. Does nothing for other tools or built ones."""
    if isinstance(t, _LazyTool) and "parameters" not in t.__dict__:
        object.__setattr__(t, "description", description)
        object.__setattr__(t, "parameters", parameters)


def _check_signature(fn: Callable[..., Any], name: str) -> bool:
    """The cheap checks of `_build_schema`, run at decoration time: a docstring, no
    ``*args``, a type hint and an ``Args:`` entry for every parameter.

    Returns:
        Whether the function takes the context as first argument.
    """
    if not callable(fn):
        raise TypeError(f"@tool needs a function, got {type(fn).__name__}")
    doc = inspect.getdoc(fn) or ""
    if not doc.strip():
        raise TypeError(f"tool {name!r} needs a docstring: it is what the model reads")
    params = list(inspect.signature(fn).parameters.values())
    takes_context = bool(params) and params[0].name == CONTEXT_PARAM
    if takes_context:
        params = params[1:]
    annotations = getattr(fn, "__annotations__", {})
    for p in params:
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            raise TypeError(f"tool {name!r}: *args/**kwargs are not allowed in tools")
        if p.name not in annotations:
            raise TypeError(f"tool {name!r}: parameter {p.name!r} needs a type hint")
        if not re.search(rf"^\s*{re.escape(p.name)}\s*(\([^)]*\))?\s*:", doc, re.MULTILINE):
            raise TypeError(f"tool {name!r}: parameter {p.name!r} is not documented under Args:")
    return takes_context


def _build_schema(
    fn: Callable[..., Any], name: str
) -> tuple[str, dict[str, Any], type[BaseModel], bool]:
    doc = docstring_parser.parse(inspect.getdoc(fn) or "")
    # A summary that wraps onto a second line is parsed as short + long description
    # with no blank line between them: join those with a space, not a paragraph break.
    joiner = "\n\n" if doc.blank_after_short_description else " "
    description = joiner.join(
        part for part in (doc.short_description, doc.long_description) if part
    ).strip()
    if doc.returns and (doc.returns.description or doc.returns.type_name):
        # "Returns: {"id": ...}: the new row" is read as a type name and a description.
        returned = ": ".join(
            part.strip()
            for part in (doc.returns.type_name, doc.returns.description)
            if part and part.strip()
        )
        description += f"\n\nReturns: {returned}"
    if not description:
        raise TypeError(f"tool {name!r} needs a docstring: it is what the model reads")
    param_docs = {p.arg_name: (p.description or "").strip() for p in doc.params}

    hints = get_type_hints(fn, include_extras=True)
    sig = inspect.signature(fn)
    params = list(sig.parameters.values())
    takes_context = bool(params) and params[0].name == CONTEXT_PARAM
    if takes_context:
        params = params[1:]
    fields: dict[str, Any] = {}
    for p in params:
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            raise TypeError(f"tool {name!r}: *args/**kwargs are not allowed in tools")
        if p.name not in hints:
            raise TypeError(f"tool {name!r}: parameter {p.name!r} needs a type hint")
        if p.name not in param_docs:
            raise TypeError(f"tool {name!r}: parameter {p.name!r} is not documented under Args:")
        default = ... if p.default is inspect.Parameter.empty else p.default
        fields[p.name] = (hints[p.name], Field(default, description=param_docs[p.name]))
    model_name = "".join(part.title() for part in name.split("_")) + "Args"
    args_model: type[BaseModel] = create_model(
        model_name, __config__=ConfigDict(extra="forbid"), **fields
    )
    schema = _inline_refs(args_model.model_json_schema())
    schema.setdefault("properties", {})
    schema["type"] = "object"
    schema.pop("additionalProperties", None)
    schema["additionalProperties"] = False
    return description, schema, args_model, takes_context


@overload
def tool(fn: Callable[..., Any], /) -> Tool: ...


@overload
def tool(
    *,
    name: str | None = None,
    domain: str = "general",
    visibility: Iterable[str] = ("agent",),
    reads: Iterable[str] = (),
    writes: Iterable[str] = (),
    tags: Iterable[str] = (),
) -> Callable[[Callable[..., Any]], Tool]: ...


def tool(
    fn: Callable[..., Any] | None = None,
    *,
    name: str | None = None,
    domain: str = "general",
    visibility: Iterable[str] = ("agent",),
    reads: Iterable[str] = (),
    writes: Iterable[str] = (),
    tags: Iterable[str] = (),
) -> Tool | Callable[[Callable[..., Any]], Tool]:
    """Turn a typed, documented function into a `Tool`.

    Usable bare (``@tool``) or with options (``@tool(domain="email")``).

    Args:
        fn: The function (when used bare).
        name: Tool name; defaults to the function name.
        domain: App domain the tool belongs to.
        visibility: Roles allowed to call it.
        reads: World tables it reads.
        writes: World tables it writes.
        tags: Free-form labels (e.g. ``mega`` for mini-toolset tools).

    Returns:
        A `Tool`, or a decorator producing one.
    """

    def wrap(f: Callable[..., Any]) -> Tool:
        takes_context = _check_signature(f, name or f.__name__)
        return _LazyTool(
            takes_context=takes_context,
            name=name or f.__name__,
            fn=f,
            domain=domain,
            visibility=frozenset(visibility),
            reads=tuple(reads),
            writes=tuple(writes),
            tags=tuple(tags),
        )

    return wrap(fn) if fn is not None else wrap


class ToolRegistry:
    """An ordered, name-unique collection of tools."""

    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        for t in tools:
            self.add(t)

    @classmethod
    def from_modules(cls, modules: Iterable[types.ModuleType]) -> ToolRegistry:
        """Collect every `Tool` defined at module level, in definition order."""
        registry = cls()
        for module in modules:
            for value in vars(module).values():
                if isinstance(value, Tool):
                    registry.add(value)
        return registry

    def add(self, t: Tool) -> None:
        """Register a tool.

        Raises:
            ValueError: If a different tool with the same name is registered.
        """
        existing = self._tools.get(t.name)
        if existing is not None and existing is not t:
            raise ValueError(f"duplicate tool name {t.name!r}")
        self._tools[t.name] = t

    def get(self, name: str) -> Tool:
        """Look up a tool by name.

        Raises:
            UnknownToolError: With the closest names, so the model can correct itself.
        """
        try:
            return self._tools[name]
        except KeyError:
            close = difflib.get_close_matches(str(name), self._tools, n=3, cutoff=0.6)
            hint = f"; did you mean {', '.join(f'`{c}`' for c in close)}?" if close else ""
            raise UnknownToolError(f"unknown tool `{name}`{hint}") from None

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)

    def names(self) -> list[str]:
        """Tool names in registration order."""
        return list(self._tools)

    def domains(self) -> list[str]:
        """Distinct domains in registration order."""
        return list(dict.fromkeys(t.domain for t in self._tools.values()))

    def subset(self, names: Iterable[str]) -> ToolRegistry:
        """A registry holding only the named tools (unknown names raise)."""
        return ToolRegistry(self.get(n) for n in names)

    def filter(self, predicate: Callable[[Tool], bool]) -> ToolRegistry:
        """A registry holding the tools for which ``predicate`` is true."""
        return ToolRegistry(t for t in self._tools.values() if predicate(t))

    def for_role(self, role: str) -> ToolRegistry:
        """The tools visible to a role (``agent`` or ``user``)."""
        return self.filter(lambda t: role in t.visibility)

    def specs(self) -> list[ToolSpec]:
        """Specs of every tool, for a model request."""
        return [t.spec() for t in self._tools.values()]


#: Types of values that are JSON-compatible as they are (`to_jsonable` returns them
#: unchanged; subclasses take the general path) and that are never awaitable.
_SCALARS = frozenset({str, int, float, bool, type(None)})
_PLAIN = _SCALARS | {dict, list}


def to_jsonable(value: Any) -> Any:
    """Convert a tool's return value to JSON-compatible data."""
    kind = type(value)
    # Fast paths for what tools return (rows, lists of rows): same result as below.
    if kind is dict:
        return {
            (k if type(k) is str else str(k)): (v if type(v) in _SCALARS else to_jsonable(v))
            for k, v in value.items()
        }
    if kind is list:
        return [v if type(v) in _SCALARS else to_jsonable(v) for v in value]
    if kind in _SCALARS:
        return value
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)
