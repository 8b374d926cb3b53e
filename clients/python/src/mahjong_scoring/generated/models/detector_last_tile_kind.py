from enum import StrEnum


class DetectorLastTileKind(StrEnum):
    LAST_TILE = "last_tile"

    def __str__(self) -> str:
        return str(self.value)
