from enum import StrEnum


class DetectorNoOtherPointsKind(StrEnum):
    NO_OTHER_POINTS = "no_other_points"

    def __str__(self) -> str:
        return str(self.value)
