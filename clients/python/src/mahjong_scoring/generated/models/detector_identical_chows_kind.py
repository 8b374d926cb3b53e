from enum import StrEnum


class DetectorIdenticalChowsKind(StrEnum):
    IDENTICAL_CHOWS = "identical_chows"

    def __str__(self) -> str:
        return str(self.value)
