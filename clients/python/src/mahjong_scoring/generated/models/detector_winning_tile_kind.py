from enum import StrEnum


class DetectorWinningTileKind(StrEnum):
    WINNING_TILE = "winning_tile"

    def __str__(self) -> str:
        return str(self.value)
