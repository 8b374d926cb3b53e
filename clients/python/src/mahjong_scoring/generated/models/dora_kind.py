from enum import StrEnum


class DoraKind(StrEnum):
    DORA = "dora"
    RED = "red"
    URA = "ura"

    def __str__(self) -> str:
        return str(self.value)
