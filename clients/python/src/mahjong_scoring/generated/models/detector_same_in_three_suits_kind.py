from enum import StrEnum


class DetectorSameInThreeSuitsKind(StrEnum):
    SAME_IN_THREE_SUITS = "same_in_three_suits"

    def __str__(self) -> str:
        return str(self.value)
