from enum import StrEnum


class DetectorAllOfKind(StrEnum):
    ALL_OF = "all_of"

    def __str__(self) -> str:
        return str(self.value)
