from enum import StrEnum


class DetectorSetCountKind(StrEnum):
    SET_COUNT = "set_count"

    def __str__(self) -> str:
        return str(self.value)
