from enum import StrEnum


class Rounding(StrEnum):
    ITALIAN_TENS = "italian_tens"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
