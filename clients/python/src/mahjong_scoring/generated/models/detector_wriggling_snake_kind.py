from enum import StrEnum


class DetectorWrigglingSnakeKind(StrEnum):
    WRIGGLING_SNAKE = "wriggling_snake"

    def __str__(self) -> str:
        return str(self.value)
