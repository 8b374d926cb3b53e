from enum import StrEnum


class Applies(StrEnum):
    ALL = "all"
    NON_WINNER = "non_winner"
    WINNER = "winner"

    def __str__(self) -> str:
        return str(self.value)
