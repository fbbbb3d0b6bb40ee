"""The frozen clock of an episode.

Time does not pass inside an episode: ``now()`` always returns the scenario's
reference time, so every timestamp a tool writes is reproducible. The clock's
timezone is the device's timezone; every DATETIME the world stores is expressed in
it (see `mmtoolbench.sandbox.world.schema`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone, tzinfo

#: Reference time of the built-in seed world: Friday 13 June 2025, 09:30 in
#: California (fixed offset, so no tz database is needed and ISO text sorts correctly).
DEFAULT_REFERENCE_TIME = datetime(2025, 6, 13, 9, 30, tzinfo=timezone(timedelta(hours=-7)))


@dataclass(frozen=True)
class FrozenClock:
    """A clock stopped at ``reference_time``.

    Attributes:
        reference_time: The instant "now" is; must be timezone-aware.
    """

    reference_time: datetime

    def __post_init__(self) -> None:
        if self.reference_time.tzinfo is None or self.reference_time.utcoffset() is None:
            raise ValueError(
                f"reference_time must be timezone-aware, got naive {self.reference_time.isoformat()}"
            )

    @property
    def tz(self) -> tzinfo:
        """The device timezone (that of ``reference_time``)."""
        tz = self.reference_time.tzinfo
        assert tz is not None  # checked in __post_init__
        return tz

    def now(self) -> datetime:
        """The current instant: always ``reference_time``."""
        return self.reference_time

    def today(self) -> date:
        """The current local date."""
        return self.reference_time.date()

    def now_iso(self) -> str:
        """The current instant as stored in DATETIME columns."""
        return self.format(self.reference_time)

    def localize(self, value: datetime) -> datetime:
        """Express ``value`` in the device timezone; naive values are taken as local time."""
        if value.tzinfo is None or value.utcoffset() is None:
            return value.replace(tzinfo=self.tz)
        return value.astimezone(self.tz)

    def parse(self, value: str | datetime) -> datetime:
        """Parse an ISO-8601 timestamp (or take a datetime) into an aware local datetime.

        Naive values are taken as local (device) time; a trailing ``Z`` means UTC.

        Raises:
            ValueError: If ``value`` is not ISO-8601.
        """
        if isinstance(value, str):
            value = datetime.fromisoformat(value.strip())
        return self.localize(value)

    def format(self, value: datetime) -> str:
        """ISO-8601 text of ``value`` in the device timezone (seconds precision unless
        the value has microseconds)."""
        local = self.localize(value)
        spec = "microseconds" if local.microsecond else "seconds"
        return local.isoformat(timespec=spec)

    def days_ago(self, days: float) -> datetime:
        """``now() - days`` (handy in seeds)."""
        return self.reference_time - timedelta(days=days)
