from enum import StrEnum


class DetectorMahjongKind(StrEnum):
    MAHJONG = "mahjong"

    def __str__(self) -> str:
        return str(self.value)
