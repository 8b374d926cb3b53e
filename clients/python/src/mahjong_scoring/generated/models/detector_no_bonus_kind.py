from enum import StrEnum


class DetectorNoBonusKind(StrEnum):
    NO_BONUS = "no_bonus"

    def __str__(self) -> str:
        return str(self.value)
