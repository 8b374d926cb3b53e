from enum import StrEnum


class Unit(StrEnum):
    CHIPS = "chips"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
