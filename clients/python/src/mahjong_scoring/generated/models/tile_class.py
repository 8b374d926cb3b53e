from enum import StrEnum


class TileClass(StrEnum):
    ANY = "any"
    DRAGON = "dragon"
    GREEN = "green"
    HONOUR = "honour"
    MAJOR = "major"
    ROUND_WIND = "round_wind"
    SEAT_WIND = "seat_wind"
    SIMPLE = "simple"
    SUIT = "suit"
    TERMINAL = "terminal"
    WIND = "wind"

    def __str__(self) -> str:
        return str(self.value)
