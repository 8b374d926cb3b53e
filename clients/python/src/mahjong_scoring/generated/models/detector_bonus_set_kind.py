from enum import StrEnum


class DetectorBonusSetKind(StrEnum):
    BONUS_SET = "bonus_set"

    def __str__(self) -> str:
        return str(self.value)
