"""Layer 1 of the interpreter sandbox: a static check of model-written code.

The code is parsed with :mod:`ast` and rejected before it reaches the worker when it
imports a module outside the allowlist or uses an introspection escape (dunder
attributes such as ``__subclasses__``/``__globals__``, frame and code objects,
``eval``/``exec``/``compile``/``__import__``, ``globals()``/``vars()``...). Every
violation carries the line number, what is not allowed and what to do instead, so a
model can fix its code.

This module is imported by the worker process too (the runtime guards on
``__import__`` and ``getattr`` apply the same policy), so it must only import the
standard library.

The static check is not the security boundary: strings can be assembled at run time
and Python has many ways to reach an object. It exists to give the model a clear,
early message. The boundary is the worker process (layer 2, see ``worker.py`` and
``limits.py``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

#: Modules (and their submodules) that model-written code may import.
DEFAULT_ALLOWED_MODULES: frozenset[str] = frozenset(
    {
        "abc",
        "array",
        "base64",
        "binascii",
        "bisect",
        "calendar",
        "cmath",
        "collections",
        "contextlib",
        "copy",
        "csv",
        "dataclasses",
        "datetime",
        "decimal",
        "difflib",
        "enum",
        "fractions",
        "functools",
        "hashlib",
        "heapq",
        "html",
        "io",
        "itertools",
        "json",
        "math",
        "numbers",
        "operator",
        "pprint",
        "random",
        "re",
        "statistics",
        "string",
        "struct",
        "textwrap",
        "time",
        "typing",
        "unicodedata",
        "urllib.parse",
        "warnings",
        "zlib",
        "zoneinfo",
        # third party
        "numpy",
        "matplotlib",
        "PIL",
    }
)

#: Submodules of allowed packages that stay forbidden.
DEFAULT_DENIED_MODULES: frozenset[str] = frozenset(
    {
        "numpy.ctypeslib",
        "numpy.distutils",
        "numpy.f2py",
        "numpy.testing",
        "PIL.ImageGrab",
        "PIL.ImageShow",
    }
)

#: Dunder names that are harmless to read as attributes (``obj.__name__``).
SAFE_DUNDER_ATTRIBUTES: frozenset[str] = frozenset(
    {
        "__init__",
        "__name__",
        "__qualname__",
        "__doc__",
        "__module__",
        "__version__",
        "__all__",
        "__len__",
        "__iter__",
        "__next__",
        "__enter__",
        "__exit__",
        "__getitem__",
        "__setitem__",
        "__delitem__",
        "__contains__",
        "__repr__",
        "__str__",
        "__format__",
        "__hash__",
        "__bool__",
        "__eq__",
        "__ne__",
        "__lt__",
        "__le__",
        "__gt__",
        "__ge__",
        "__add__",
        "__sub__",
        "__mul__",
        "__truediv__",
        "__floordiv__",
        "__mod__",
        "__pow__",
        "__neg__",
        "__abs__",
        "__call__",
        "__post_init__",
        "__annotations__",
        "__slots__",
        "__main__",
        "__file__",
    }
)

#: Dunder identifiers that may appear as plain names (``if __name__ == "__main__"``).
SAFE_DUNDER_NAMES: frozenset[str] = frozenset(
    {"__name__", "__doc__", "__debug__", "__slots__", "__all__", "__qualname__", "__module__"}
)

#: Non-dunder attributes that expose frames, code objects or function globals.
BLOCKED_ATTRIBUTES: frozenset[str] = frozenset(
    {
        "f_back",
        "f_builtins",
        "f_code",
        "f_globals",
        "f_locals",
        "f_trace",
        "gi_code",
        "gi_frame",
        "gi_yieldfrom",
        "cr_await",
        "cr_code",
        "cr_frame",
        "ag_await",
        "ag_code",
        "ag_frame",
        "tb_frame",
        "tb_next",
        "co_code",
        "co_consts",
        "func_code",
        "func_globals",
    }
)

#: Public module attributes that lead to the interpreter's internals from an allowed
#: module (``warnings.sys``, ``dataclasses.inspect``, ``matplotlib.subprocess``...).
GADGET_ATTRIBUTES: frozenset[str] = frozenset(
    {
        "sys",
        "os",
        "modules",
        "builtins",
        "subprocess",
        "system",
        "popen",
        "ctypes",
        "importlib",
        "inspect",
        "socket",
        "environ",
        "gc",
        "signal",
        "shutil",
        # numpy views of arbitrary memory: reads/writes outside any array
        "as_strided",
    }
)

#: Library functions that read attributes or evaluate strings by names built at run
#: time, around the runtime ``getattr`` guard: ``typing.get_type_hints(...,
#: globalns={})`` evaluates annotations with the real builtins (``'eval'`` is the real
#: ``eval``), ``operator.attrgetter``/``methodcaller`` and
#: ``string.Formatter().get_field`` reach any attribute. Refused as attributes, as
#: imported names and as plain names (``from operator import *``).
FUNCTION_GADGETS: frozenset[str] = frozenset(
    {"get_type_hints", "attrgetter", "methodcaller", "get_field", "ForwardRef"}
)

#: Builtins that are removed in the sandbox; using them is a static violation.
DENIED_BUILTINS: dict[str, str] = {
    "eval": "write the code directly instead of evaluating strings",
    "exec": "write the code directly instead of executing strings",
    "compile": "write the code directly instead of compiling strings",
    "__import__": "use a plain `import` statement of an allowed module",
    "globals": "keep your own dict of values instead of inspecting the namespace",
    "locals": "keep your own dict of values instead of inspecting the namespace",
    "vars": "read attributes explicitly (obj.name) or keep your own dict",
    "breakpoint": "print values to debug instead",
    "input": "there is no interactive input; use tool results and variables",
}

_ATTR_BUILTINS = frozenset({"getattr", "setattr", "delattr", "hasattr"})
_DUNDER_IN_TEXT = re.compile(r"__[A-Za-z][A-Za-z0-9_]*?__")
MAX_CODE_CHARS = 200_000


@dataclass(frozen=True)
class Violation:
    """One reason a cell is rejected.

    Attributes:
        line: 1-based line number in the cell.
        col: 0-based column.
        message: What is not allowed and what to do instead.
    """

    line: int
    col: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass(frozen=True)
class StaticPolicy:
    """What the static check (and the worker's runtime guards) allow.

    Attributes:
        allowed_modules: Importable modules; a name allows its submodules.
        denied_modules: Submodules of allowed packages that stay forbidden.
    """

    allowed_modules: frozenset[str] = DEFAULT_ALLOWED_MODULES
    denied_modules: frozenset[str] = DEFAULT_DENIED_MODULES

    def module_problem(self, name: str) -> str | None:
        """Why ``name`` may not be imported, or None when it may.

        Args:
            name: Dotted module name, e.g. ``numpy.linalg``.

        Returns:
            A sentence for the model, or None.
        """
        if not name:
            return "relative imports are not available in the sandbox"
        if name == "__future__":
            return None
        if any(part.startswith("_") for part in name.split(".")):
            return f"module `{name}` is private; import the public module instead"
        if _matches(name, self.denied_modules):
            return f"module `{name}` is not available in the sandbox"
        if not _matches(name, self.allowed_modules):
            return (
                f"module `{name}` is not available in the sandbox. Available modules: "
                f"{', '.join(sorted(self.allowed_modules))}. Files in the working "
                "directory can be read and written with open(); call tools as plain functions"
            )
        return None


def _matches(name: str, prefixes: Iterable[str]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def attribute_problem(name: str) -> str | None:
    """Why reading or writing attribute ``name`` is not allowed, or None.

    Shared by the static check and the worker's runtime ``getattr`` guard.

    Args:
        name: Attribute name.

    Returns:
        A sentence for the model, or None when the attribute is fine.
    """
    if name.startswith("__") and name.endswith("__") and len(name) > 4:
        if name in SAFE_DUNDER_ATTRIBUTES:
            return None
        return (
            f"access to attribute `{name}` is not allowed (introspection of interpreter "
            "internals is blocked); use ordinary attributes, functions and type() instead"
        )
    if name in BLOCKED_ATTRIBUTES:
        return (
            f"access to attribute `{name}` is not allowed (frame, code and function "
            "internals are blocked)"
        )
    if name in FUNCTION_GADGETS:
        return (
            f"`{name}` is not allowed (it reaches attributes or evaluates names built at "
            "run time, around the sandbox's checks); use obj.attribute or a dict instead"
        )
    if name in GADGET_ATTRIBUTES:
        return (
            f"access to attribute `{name}` is not allowed (it reaches modules that are "
            "not available in the sandbox); use the allowed modules directly"
        )
    return None


def private_attribute_problem(name: str) -> str | None:
    """Why ``obj.<name>`` on an object other than self/cls is not allowed, or None."""
    problem = attribute_problem(name)
    if problem:
        return problem
    if name.startswith("_") and not (name.startswith("__") and name.endswith("__")):
        return (
            f"access to private attribute `{name}` is not allowed outside your own classes "
            "(self/cls); use the public API of the object"
        )
    return None


def _text_problem(text: str) -> str | None:
    for match in _DUNDER_IN_TEXT.finditer(text):
        word = match.group(0)
        if word not in SAFE_DUNDER_ATTRIBUTES and word not in SAFE_DUNDER_NAMES:
            return (
                f"the string mentions `{word}`; building dunder attribute names is not "
                "allowed (introspection of interpreter internals is blocked)"
            )
    return None


@dataclass
class _Checker(ast.NodeVisitor):
    policy: StaticPolicy
    violations: list[Violation] = field(default_factory=list)

    def _add(self, node: ast.AST, message: str) -> None:
        line = getattr(node, "lineno", 1)
        col = getattr(node, "col_offset", 0)
        self.violations.append(Violation(line=line, col=col, message=message))

    # imports -------------------------------------------------------------
    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            problem = self.policy.module_problem(alias.name)
            if problem:
                self._add(node, f"`import {alias.name}` is not allowed: {problem}")
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if node.level:
            self._add(node, "relative imports are not available in the sandbox")
        else:
            problem = self.policy.module_problem(module)
            if problem:
                self._add(node, f"`from {module} import ...` is not allowed: {problem}")
            else:
                for alias in node.names:
                    if alias.name == "*":
                        continue
                    sub = f"{module}.{alias.name}"
                    gadget = attribute_problem(alias.name)
                    if gadget:
                        self._add(node, f"`from {module} import {alias.name}`: {gadget}")
                    elif alias.name.startswith("_"):
                        self._add(
                            node,
                            f"importing private name `{alias.name}` from `{module}` is not "
                            "allowed; use the public API",
                        )
                    elif _matches(sub, self.policy.denied_modules):
                        self._add(node, f"module `{sub}` is not available in the sandbox")
        self.generic_visit(node)

    # names and attributes ----------------------------------------------
    def visit_Name(self, node: ast.Name) -> None:
        name = node.id
        if name in DENIED_BUILTINS:
            self._add(
                node,
                f"`{name}` is not available in the sandbox; {DENIED_BUILTINS[name]}",
            )
        elif name.startswith("__") and name.endswith("__") and name not in SAFE_DUNDER_NAMES:
            self._add(
                node,
                f"the name `{name}` is not allowed (interpreter internals are blocked)",
            )
        elif name in FUNCTION_GADGETS:
            self._add(node, attribute_problem(name) or name)
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        receiver = node.value
        own = isinstance(receiver, ast.Name) and receiver.id in ("self", "cls")
        problem = attribute_problem(node.attr) if own else private_attribute_problem(node.attr)
        if problem:
            self._add(node, problem)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Name) and func.id in _ATTR_BUILTINS and len(node.args) >= 2:
            target = node.args[1]
            if isinstance(target, ast.Constant) and isinstance(target.value, str):
                problem = private_attribute_problem(target.value)
                if problem:
                    self._add(node, f"{func.id}(..., {target.value!r}): {problem}")
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        value = node.value
        text: str | None = None
        if isinstance(value, str):
            text = value
        elif isinstance(value, bytes):
            text = value.decode("latin-1")
        if text is not None and "__" in text:
            problem = _text_problem(text)
            if problem:
                self._add(node, problem)

    # definitions: dunder method names are fine, keep walking -------------
    def visit_Global(self, node: ast.Global) -> None:
        self._check_declared(node, node.names)

    def visit_Nonlocal(self, node: ast.Nonlocal) -> None:
        self._check_declared(node, node.names)

    def _check_declared(self, node: ast.AST, names: list[str]) -> None:
        for name in names:
            if name.startswith("__") and name.endswith("__") and name not in SAFE_DUNDER_NAMES:
                self._add(node, f"the name `{name}` is not allowed")


def check_code(code: str, policy: StaticPolicy | None = None) -> list[Violation]:
    """Statically check model-written code.

    Args:
        code: The cell's source.
        policy: Allowed modules; defaults to `StaticPolicy()`.

    Returns:
        The violations in source order (empty when the code may run).

    Raises:
        SyntaxError: When the code does not parse; its ``lineno`` and ``msg`` are set.
    """
    policy = policy or StaticPolicy()
    if len(code) > MAX_CODE_CHARS:
        return [
            Violation(
                line=1,
                col=0,
                message=f"the cell is {len(code)} characters long; the limit is "
                f"{MAX_CODE_CHARS}. Split the work into smaller cells",
            )
        ]
    if "\x00" in code:
        return [Violation(line=1, col=0, message="the cell contains a NUL character")]
    tree = ast.parse(code, filename="<cell>", mode="exec")
    checker = _Checker(policy=policy)
    checker.visit(tree)
    # One message per (line, text), in source order.
    seen: set[tuple[int, str]] = set()
    unique: list[Violation] = []
    for v in sorted(checker.violations, key=lambda v: (v.line, v.col)):
        if (v.line, v.message) not in seen:
            seen.add((v.line, v.message))
            unique.append(v)
    return unique


def format_violations(violations: list[Violation], limit: int = 10) -> str:
    """Render violations as the message a model reads.

    Args:
        violations: Output of `check_code` (non-empty).
        limit: At most this many are listed.

    Returns:
        One line per violation, prefixed with a summary sentence.
    """
    lines = [str(v) for v in violations[:limit]]
    if len(violations) > limit:
        lines.append(f"... and {len(violations) - limit} more")
    head = "The code was not run because the sandbox does not allow it:"
    return "\n".join([head, *lines])
