from enum import StrEnum


class DetectorAllChowsKind(StrEnum):
    ALL_CHOWS = "all_chows"

    def __str__(self) -> str:
        return str(self.value)
