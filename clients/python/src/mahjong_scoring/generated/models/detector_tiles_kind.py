from enum import StrEnum


class DetectorTilesKind(StrEnum):
    TILES = "tiles"

    def __str__(self) -> str:
        return str(self.value)
