from enum import StrEnum


class Method(StrEnum):
    DOUBLINGS = "doublings"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
