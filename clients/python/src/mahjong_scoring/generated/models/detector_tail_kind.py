from enum import StrEnum


class DetectorTailKind(StrEnum):
    TAIL = "tail"

    def __str__(self) -> str:
        return str(self.value)
