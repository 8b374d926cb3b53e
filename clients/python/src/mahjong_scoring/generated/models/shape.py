from enum import StrEnum


class Shape(StrEnum):
    CHOW = "chow"
    KONG = "kong"
    PAIR = "pair"
    PUNG = "pung"
    PUNG_OR_KONG = "pung_or_kong"

    def __str__(self) -> str:
        return str(self.value)
