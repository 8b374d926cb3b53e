from enum import StrEnum


class DetectorFullStraightKind(StrEnum):
    FULL_STRAIGHT = "full_straight"

    def __str__(self) -> str:
        return str(self.value)
