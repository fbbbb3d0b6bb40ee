"""Exception hierarchy.

`ToolError` is the only exception a tool may raise on purpose: it becomes an error
result the model can read. Any other exception escaping a tool is a bug in the tool.
"""

from __future__ import annotations


class MMTBError(Exception):
    """Base class of every error raised on purpose by mmtoolbench."""


class ConfigError(MMTBError):
    """Invalid configuration: unknown model string, missing API key, bad flag."""


class ToolError(MMTBError):
    """A domain failure a model should read and react to (unknown id, out of stock...)."""


class ToolArgumentError(ToolError):
    """The arguments of a tool call do not match the tool's schema."""


class UnknownToolError(ToolError):
    """The model called a tool that does not exist or is not available to it."""


class ProviderError(MMTBError):
    """A model provider failed to answer.

    Attributes:
        retryable: Whether retrying the same request may succeed (429, 5xx, timeouts).
        status: HTTP status code, when there was one.
        retry_after: Seconds the provider asked us to wait, when it said so.
    """

    def __init__(
        self,
        message: str,
        *,
        retryable: bool = False,
        status: int | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.status = status
        self.retry_after = retry_after


class MalformedResponseError(ProviderError):
    """The provider answered, but the body could not be understood."""
