from enum import StrEnum


class DetectorPatternKind(StrEnum):
    PATTERN = "pattern"

    def __str__(self) -> str:
        return str(self.value)
