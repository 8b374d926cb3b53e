from enum import StrEnum


class AnnouncementName(StrEnum):
    ORIGINAL_CALL = "original_call"
    TWOFOLD_FORTUNE = "twofold_fortune"

    def __str__(self) -> str:
        return str(self.value)
