from enum import StrEnum


class DetectorAllPungsKind(StrEnum):
    ALL_PUNGS = "all_pungs"

    def __str__(self) -> str:
        return str(self.value)
