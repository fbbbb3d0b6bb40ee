"""The tool decorator: schema generation, validation messages, registry."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import pytest
from pydantic import BaseModel, Field

from mmtoolbench.core.errors import ToolArgumentError, UnknownToolError
from mmtoolbench.core.tools import Tool, ToolRegistry, describe_schema, to_jsonable, tool


class Address(BaseModel):
    street: str
    city: str


@tool(domain="shopping", reads=("products",), writes=("cart_items",))
def add_to_cart(
    ctx: dict[str, Any],
    product_id: str,
    quantity: Annotated[int, Field(ge=1, le=99)] = 1,
    gift_wrap: bool = False,
    color: Literal["red", "blue"] | None = None,
) -> dict[str, Any]:
    """Put a product in the shopping cart.

    Use after finding the product with a search.

    Args:
        product_id: Id of the product, e.g. "prod_12".
        quantity: How many to add.
        gift_wrap: Wrap it as a gift.
        color: Colour variant, if the product has several.

    Returns:
        The cart line that was added.
    """
    ctx.setdefault("cart", []).append((product_id, quantity))
    return {"product_id": product_id, "quantity": quantity, "color": color}


@tool(domain="contacts", visibility=("agent", "user"))
def set_address(ctx: object, contact_id: str, address: Address, tags: list[str]) -> str:
    """Set a contact's postal address.

    Args:
        contact_id: Contact id.
        address: The new address.
        tags: Labels for the address.
    """
    return f"{contact_id}: {address.city}"


@tool
def ping() -> str:
    """Check the service is alive."""
    return "pong"


def test_schema_from_hints_and_docstring() -> None:
    schema = add_to_cart.parameters
    assert schema["type"] == "object"
    assert schema["required"] == ["product_id"]
    assert schema["additionalProperties"] is False
    props = schema["properties"]
    assert props["product_id"] == {
        "type": "string",
        "description": 'Id of the product, e.g. "prod_12".',
    }
    assert props["quantity"]["type"] == "integer"
    assert props["quantity"]["minimum"] == 1 and props["quantity"]["maximum"] == 99
    assert props["gift_wrap"]["type"] == "boolean"
    assert "title" not in props["quantity"]
    assert add_to_cart.description.startswith("Put a product in the shopping cart.")
    assert "Use after finding the product" in add_to_cart.description
    assert "Returns: The cart line that was added." in add_to_cart.description
    assert add_to_cart.domain == "shopping"
    assert add_to_cart.writes == ("cart_items",)
    assert add_to_cart.takes_context


def test_nested_models_are_inlined() -> None:
    props = set_address.parameters["properties"]
    assert "$defs" not in set_address.parameters
    assert props["address"]["type"] == "object"
    assert set(props["address"]["properties"]) == {"street", "city"}
    assert props["tags"] == {
        "type": "array",
        "items": {"type": "string"},
        "description": "Labels for the address.",
    }


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (
            {"product_id": "p1", "quantity": "two"},
            "`quantity` must be an integer >= 1 <= 99, got 'two'",
        ),
        ({"product_id": "p1", "quantity": 0}, "`quantity` must be an integer >= 1 <= 99, got 0"),
        ({"quantity": 1}, "missing required argument `product_id` (a string)"),
        (
            {"product_id": "p1", "qty": 2},
            "unknown argument `qty` (valid arguments: `product_id`, `quantity`, `gift_wrap`, `color`)",
        ),
        (
            {"product_id": "p1", "color": "green"},
            '`color` must be one of "red", "blue" or null, got \'green\'',
        ),
        ({"product_id": 12}, "`product_id` must be a string, got 12"),
    ],
)
def test_validation_messages_a_model_can_act_on(arguments: dict[str, Any], message: str) -> None:
    with pytest.raises(ToolArgumentError) as info:
        add_to_cart.validate(arguments)
    assert message in str(info.value)
    assert str(info.value).startswith("invalid arguments for `add_to_cart`: ")


def test_nested_validation_paths() -> None:
    with pytest.raises(ToolArgumentError, match=r"`address.city` must be a string"):
        set_address.validate(
            {"contact_id": "c1", "address": {"street": "x", "city": 3}, "tags": []}
        )
    with pytest.raises(ToolArgumentError, match=r"`tags.1` must be a string, got 5"):
        set_address.validate(
            {"contact_id": "c1", "address": {"street": "x", "city": "y"}, "tags": ["a", 5]}
        )


def test_non_object_arguments() -> None:
    with pytest.raises(ToolArgumentError, match="must be a JSON object, got list"):
        add_to_cart.validate([1, 2])  # type: ignore[arg-type]


def test_invoke_validates_and_passes_context() -> None:
    ctx: dict[str, Any] = {}
    out = add_to_cart.invoke(ctx, {"product_id": "p1", "quantity": 3})
    assert out == {"product_id": "p1", "quantity": 3, "color": None}
    assert ctx["cart"] == [("p1", 3)]
    assert ping.invoke(None, {}) == "pong"
    assert not ping.takes_context


async def test_ainvoke_awaits_async_tools() -> None:
    @tool
    async def slow_echo(text: str) -> str:
        """Echo text back.

        Args:
            text: What to echo.
        """
        return text.upper()

    assert slow_echo.is_async
    assert await slow_echo.ainvoke(None, {"text": "hi"}) == "HI"
    assert await add_to_cart.ainvoke({}, {"product_id": "x"}) == {
        "product_id": "x",
        "quantity": 1,
        "color": None,
    }


def test_decorator_rejects_undocumented_tools() -> None:
    with pytest.raises(TypeError, match="needs a docstring"):

        @tool
        def nodoc(x: int) -> int:
            return x

    with pytest.raises(TypeError, match="parameter 'x' is not documented"):

        @tool
        def undocumented_param(x: int) -> int:
            """Do something."""
            return x

    with pytest.raises(TypeError, match="needs a type hint"):

        @tool
        def untyped(x) -> int:  # type: ignore[no-untyped-def]
            """Do something.

            Args:
                x: A value.
            """
            return 1


def test_registry_lookup_and_suggestions() -> None:
    reg = ToolRegistry([add_to_cart, set_address, ping])
    assert reg.names() == ["add_to_cart", "set_address", "ping"]
    assert reg.domains() == ["shopping", "contacts", "general"]
    assert reg.get("ping") is ping
    with pytest.raises(
        UnknownToolError, match="unknown tool `add_to_crt`; did you mean `add_to_cart`"
    ):
        reg.get("add_to_crt")
    with pytest.raises(UnknownToolError, match=r"^unknown tool `zzz`$"):
        reg.get("zzz")
    assert reg.for_role("user").names() == ["set_address"]
    assert [s.name for s in reg.subset(["ping"]).specs()] == ["ping"]
    with pytest.raises(ValueError, match="duplicate tool name"):
        reg.add(Tool(**{**add_to_cart.__dict__, "fn": ping.fn}))


def test_registry_from_modules() -> None:
    import sys

    reg = ToolRegistry.from_modules([sys.modules[__name__]])
    assert {"add_to_cart", "set_address", "ping"} <= set(reg.names())


def test_describe_schema_and_jsonable() -> None:
    assert describe_schema({"type": "array", "items": {"type": "integer"}}) == "a list of integers"
    assert describe_schema({"type": "string", "maxLength": 5}) == "a string of at most 5 characters"
    assert describe_schema({}) == "a valid value"
    assert to_jsonable({"a": Address(street="s", city="c"), "b": (1, 2)}) == {
        "a": {"street": "s", "city": "c"},
        "b": [1, 2],
    }


def test_a_parameter_called_title_stays_in_the_schema() -> None:
    @tool
    def make_note(title: str, body: str = "") -> str:
        """Create a note.

        Args:
            title: The note's title.
            body: The note's text.
        """
        return title

    props = make_note.parameters["properties"]
    assert set(props) == {"title", "body"}
    assert props["title"] == {"type": "string", "description": "The note's title."}
    assert make_note.parameters["required"] == ["title"]


def test_wrapped_summary_and_structured_returns_are_kept_whole() -> None:
    @tool
    def find_things(query: str) -> dict[str, Any]:
        """Find things whose name or notes contain the words of the query, best
        matches first.

        Use it before any tool that needs a thing id.

        Args:
            query: Words to look for.

        Returns:
            {"results": [{"id": ...}]}: the matching things.
        """
        return {"results": []}

    assert find_things.description.startswith(
        "Find things whose name or notes contain the words of the query, best matches first."
    )
    assert "Use it before any tool" in find_things.description
    assert find_things.description.endswith(
        'Returns: {"results": [{"id": ...}]}: the matching things.'
    )
