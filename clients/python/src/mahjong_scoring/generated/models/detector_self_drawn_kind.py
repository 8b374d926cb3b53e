from enum import StrEnum


class DetectorSelfDrawnKind(StrEnum):
    SELF_DRAWN = "self_drawn"

    def __str__(self) -> str:
        return str(self.value)
