from enum import StrEnum


class SetKindName(StrEnum):
    CHOW = "chow"
    KONG = "kong"
    MIXED_PAIR = "mixed_pair"
    PAIR = "pair"
    PUNG = "pung"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
