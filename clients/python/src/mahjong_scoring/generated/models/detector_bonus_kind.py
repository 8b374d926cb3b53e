from enum import StrEnum


class DetectorBonusKind(StrEnum):
    BONUS = "bonus"

    def __str__(self) -> str:
        return str(self.value)
