from enum import StrEnum


class BonusMatch(StrEnum):
    ANY = "any"
    ROUND = "round"
    SEAT = "seat"

    def __str__(self) -> str:
        return str(self.value)
