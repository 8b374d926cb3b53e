from enum import StrEnum


class Method(StrEnum):
    DOUBLINGS = "doublings"
    HAN_FU = "han_fu"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
