"""World state of a sandbox episode: schemas, the SQLite-backed `World`, snapshots,
diffs and the frozen clock.

``build_seeded_world`` lives in `mmtoolbench.sandbox.world.seed` (it imports the
domains, which import this package).
"""

from mmtoolbench.sandbox.world.clock import DEFAULT_REFERENCE_TIME, FrozenClock
from mmtoolbench.sandbox.world.diff import (
    RowUpdate,
    Snapshot,
    TableDiff,
    WorldDiff,
    diff,
)
from mmtoolbench.sandbox.world.schema import (
    Column,
    ColumnType,
    ColumnValueError,
    KeyIndex,
    Table,
)
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import (
    CORE_TABLES,
    OWNER_ID,
    OWNER_TABLE,
    LoadProblem,
    Owner,
    Row,
    World,
    WorldError,
    WorldIntegrityError,
    WorldLoadError,
    load_entities,
)

__all__ = [
    "CORE_TABLES",
    "DEFAULT_REFERENCE_TIME",
    "OWNER_ID",
    "OWNER_TABLE",
    "Column",
    "ColumnType",
    "ColumnValueError",
    "FrozenClock",
    "KeyIndex",
    "LoadProblem",
    "Owner",
    "Row",
    "RowUpdate",
    "Snapshot",
    "Table",
    "TableDiff",
    "World",
    "WorldDiff",
    "WorldError",
    "WorldIntegrityError",
    "WorldLoadError",
    "diff",
    "in_values",
    "load_entities",
]
