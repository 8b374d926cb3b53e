from enum import StrEnum


class DetectorWinSourceKind(StrEnum):
    WIN_SOURCE = "win_source"

    def __str__(self) -> str:
        return str(self.value)
