from enum import StrEnum


class DetectorSeatKind(StrEnum):
    SEAT = "seat"

    def __str__(self) -> str:
        return str(self.value)
