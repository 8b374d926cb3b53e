from enum import StrEnum


class DetectorTimingKind(StrEnum):
    TIMING = "timing"

    def __str__(self) -> str:
        return str(self.value)
