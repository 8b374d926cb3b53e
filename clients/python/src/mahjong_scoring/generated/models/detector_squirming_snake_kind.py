from enum import StrEnum


class DetectorSquirmingSnakeKind(StrEnum):
    SQUIRMING_SNAKE = "squirming_snake"

    def __str__(self) -> str:
        return str(self.value)
