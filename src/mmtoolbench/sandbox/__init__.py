"""MM-ToolSandBox: stateful, multi-turn, multi-image tool calling.

Subpackages: ``world`` (SQLite world state, schemas, snapshots, diffs, frozen clock),
``domains`` (one module per app domain: tables, seed data and tools). Tools receive a
`mmtoolbench.sandbox.context.WorldContext` as ``ctx``.
"""
