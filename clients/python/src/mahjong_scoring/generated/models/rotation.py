from enum import StrEnum


class Rotation(StrEnum):
    ALWAYS = "always"
    EXCEPT_FIRST_VOID = "except_first_void"
    UNLESS_EAST_WINS = "unless_east_wins"
    UNLESS_EAST_WINS_OR_DRAW = "unless_east_wins_or_draw"

    def __str__(self) -> str:
        return str(self.value)
