from enum import StrEnum


class AnnouncementName(StrEnum):
    DOUBLE_RIICHI = "double_riichi"
    IPPATSU = "ippatsu"
    OPEN_RIICHI = "open_riichi"
    ORIGINAL_CALL = "original_call"
    RIICHI = "riichi"
    TWOFOLD_FORTUNE = "twofold_fortune"

    def __str__(self) -> str:
        return str(self.value)
