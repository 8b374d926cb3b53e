from enum import StrEnum


class DetectorWindSetsKind(StrEnum):
    WIND_SETS = "wind_sets"

    def __str__(self) -> str:
        return str(self.value)
