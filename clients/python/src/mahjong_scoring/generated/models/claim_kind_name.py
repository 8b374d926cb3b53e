from enum import StrEnum


class ClaimKindName(StrEnum):
    CHOW = "chow"
    KONG = "kong"
    MAHJONG = "mahjong"
    PUNG = "pung"

    def __str__(self) -> str:
        return str(self.value)
