from enum import StrEnum


class DetectorDragonSetsKind(StrEnum):
    DRAGON_SETS = "dragon_sets"

    def __str__(self) -> str:
        return str(self.value)
