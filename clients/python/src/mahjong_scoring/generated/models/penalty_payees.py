from enum import StrEnum


class PenaltyPayees(StrEnum):
    NAMED = "named"
    OTHERS = "others"
    WINNER = "winner"

    def __str__(self) -> str:
        return str(self.value)
