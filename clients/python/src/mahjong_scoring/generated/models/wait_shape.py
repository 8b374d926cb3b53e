from enum import StrEnum


class WaitShape(StrEnum):
    CLOSED = "closed"
    EDGE = "edge"
    PAIR = "pair"

    def __str__(self) -> str:
        return str(self.value)
